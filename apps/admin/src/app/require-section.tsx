/**
 * Guards a section's route by role. The menu already hides sections a role may not use; this
 * covers a typed or bookmarked address, and says so plainly instead of showing a broken table.
 */
import { Button, Result } from 'antd';
import { Link, Outlet } from 'react-router';
import { useStaff } from '../shared/session/session';
import { canOpenSection, type SectionKey } from './sections';

export function RequireSection({ section }: { section: SectionKey }) {
  const staff = useStaff();
  if (canOpenSection(section, staff.role)) return <Outlet />;
  return (
    <div data-testid="forbidden">
      <Result
        status="403"
        title="Not available for your role"
        subTitle={`Your role (${staff.role}) cannot open this section. Ask an owner if you need it.`}
        extra={
          <Link to="/">
            <Button type="primary">Back to home</Button>
          </Link>
        }
      />
    </div>
  );
}
