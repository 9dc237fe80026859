/** The way back from a detail screen to the list it was opened from. */
import { Link } from 'react-router';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <div style={{ marginBottom: 8 }}>
      <Link to={to} data-testid="back-link">
        ← {children}
      </Link>
    </div>
  );
}
