import { Activity, type ReactNode, Suspense, lazy, useEffect, useRef } from 'react';
import { type Access, canAccess } from '#shared/app-manifest';
import { useEndedSession, useSession } from '../kit/session';

/** Only a session the server ended needs it, so the first page never loads it (decision 016). */
const SessionEndedPanel = lazy(() => import('./session-ended-panel'));

export const NO_ACCESS_MESSAGE = 'You do not have access to this page.';
export const LOG_IN_HINT = 'Log in with an account that has access.';

interface AccessGuardProps {
  readonly access: Access;
  /** The page's title, shown above the refusal. */
  readonly title: string;
  readonly children: ReactNode;
}

/**
 * Renders the page only for roles that may open it; the server enforces the same rules on its data.
 * When the server ends the session of someone who could see the page, the page stays mounted but
 * hidden (what they typed is kept) and a login form is offered in its place; after logging in they
 * are back on the page, with focus where it was.
 */
export function AccessGuard({ access, title, children }: AccessGuardProps) {
  const session = useSession();
  const ended = useEndedSession();
  const allowed = canAccess(access, session?.role ?? null);
  const waiting = !allowed && session === null && ended !== null && canAccess(access, ended.role);
  useFocusReturn(allowed);

  if (!allowed && !waiting) {
    return (
      <section className="page">
        <h1>{title}</h1>
        <div className="notice notice--blocked">
          <p>{NO_ACCESS_MESSAGE}</p>
          {session === null ? <p>{LOG_IN_HINT}</p> : null}
        </div>
      </section>
    );
  }
  return (
    <>
      {waiting ? (
        <Suspense
          fallback={
            <section className="page">
              <h1>{title}</h1>
            </section>
          }
        >
          <SessionEndedPanel title={title} username={ended.username} />
        </Suspense>
      ) : null}
      <Activity mode={waiting ? 'hidden' : 'visible'}>{children}</Activity>
    </>
  );
}

/**
 * Remembers the element that last had focus in the page while it was shown, and focuses it again
 * when the page is shown after a login in place.
 */
function useFocusReturn(shown: boolean) {
  const lastFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!shown) return;
    // The page catches up on what happened while it was hidden (a button still says "Posting…")
    // in the frames after it is shown, so focus waits a few frames for its element to be enabled.
    let frame = 0;
    let framesLeft = 30;
    function refocus() {
      const element = lastFocus.current;
      lastFocus.current = null;
      if (!element?.isConnected || document.activeElement !== document.body) return;
      if (element.matches(':disabled') && framesLeft-- > 0) {
        lastFocus.current = element;
        frame = requestAnimationFrame(refocus);
        return;
      }
      element.focus();
    }
    refocus();
    function remember(event: FocusEvent) {
      if (event.target instanceof HTMLElement && event.target.closest('main')) {
        lastFocus.current = event.target;
      }
    }
    document.addEventListener('focusin', remember);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', remember);
    };
  }, [shown]);
}
