import { useLocation, useNavigate } from 'react-router';
import { ArrowLeftIcon } from '../ui/icons';

/** React Router's browser history stores its position as `idx`: above 0, an earlier page of this app exists. */
function hasHistoryInApp(): boolean {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !('idx' in state)) return false;
  return typeof state.idx === 'number' && state.idx > 0;
}

/** Shown on every route but '/': back within the app when possible, else home. */
export function BackButton() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (pathname === '/') return null;

  function goBack() {
    if (hasHistoryInApp()) void navigate(-1);
    else void navigate('/');
  }

  return (
    <button type="button" className="back-button" aria-label="Go back" onClick={goBack}>
      <ArrowLeftIcon />
      <span>Back</span>
    </button>
  );
}
