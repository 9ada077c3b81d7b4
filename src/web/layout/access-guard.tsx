import type { ReactNode } from 'react';
import { type Access, canAccess } from '../../shared/app-manifest';
import { useSession } from '../session';

export const NO_ACCESS_MESSAGE = 'You do not have access to this page.';
export const LOG_IN_HINT = 'Log in with an account that has access.';

interface AccessGuardProps {
  readonly access: Access;
  /** The page's title, shown above the refusal. */
  readonly title: string;
  readonly children: ReactNode;
}

/** Renders the page only for roles that may open it; the server enforces the same rules on its data. */
export function AccessGuard({ access, title, children }: AccessGuardProps) {
  const session = useSession();
  if (canAccess(access, session?.role ?? null)) return children;
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
