import type { ReactNode } from 'react';

/** A page's h1 with an optional lead paragraph; `titleId` names the h1 for `aria-labelledby`. */
export function PageHeader({
  title,
  titleId,
  children,
}: {
  readonly title: string;
  readonly titleId?: string;
  readonly children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <h1 id={titleId}>{title}</h1>
      {children ? <p className="page-header__lead">{children}</p> : null}
    </header>
  );
}
