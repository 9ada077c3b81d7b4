import { memo } from 'react';
import { Link } from 'react-router';
import { useHydrated } from '../kit/hydration';
import { useSession } from '../kit/session';
import { UserIcon } from '../ui/icons';
import { SIDEBAR_ID } from './sidebar';

export const MOBILE_LOG_IN_LABEL = 'Log in';

interface MobileAccountProps {
  /** Opens the menu with its login form's first field focused. */
  readonly onLogIn: () => void;
}

/**
 * The phone's top bar, at its end: "Log in" for a visitor, the signed-in name otherwise. Both are
 * always laid out and the one not in use is hidden; until hydration a stored session hides both
 * (shell.css), as the prerendered HTML is a visitor's.
 */
export const MobileAccount = memo(function MobileAccount({ onLogIn }: MobileAccountProps) {
  const session = useSession();
  const hydrated = useHydrated();
  return (
    <div className="mobile-account" data-hydrated={hydrated ? '' : undefined}>
      <button
        type="button"
        className="button button--quiet mobile-account__log-in"
        aria-controls={SIDEBAR_ID}
        hidden={session !== null}
        onClick={onLogIn}
      >
        {MOBILE_LOG_IN_LABEL}
      </button>
      <p className="mobile-account__who" hidden={session === null}>
        {/* The name leads to My account. */}
        <Link to="/account" className="mobile-account__link">
          <UserIcon className="mobile-account__icon" />
          <span className="visually-hidden">Logged in as </span>
          <span className="mobile-account__name">{session?.username}</span>
        </Link>
      </p>
    </div>
  );
});
