/** Back to the previous screen, or to a fallback when the app was opened on this screen. */
import { useNavigate } from 'react-router';

function historyIndex(): number {
  // The router keeps the position in history in `history.state.idx`; 0 means nothing to go back to.
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' ? state.idx : 0;
}

export function useGoBack(fallbackPath: string): () => void {
  const navigate = useNavigate();
  return () => {
    if (historyIndex() > 0) void navigate(-1);
    else void navigate(fallbackPath, { replace: true });
  };
}
