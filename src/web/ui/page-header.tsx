import type { ReactNode } from 'react';

/** A page's h1 with an optional lead paragraph. */
export function PageHeader({
  title,
  children,
}: {
  readonly title: string;
  readonly children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <h1>{title}</h1>
      {children ? <p className="page-header__lead">{children}</p> : null}
    </header>
  );
}
