import type { ComponentType } from 'react';
import { PageHeader } from '../ui/page-header';
import { PageLoading } from './shell-layout';

/**
 * What a page that depends on the browser shows before its own code has run: its title and lead
 * line, as the page itself renders them, above a loading line. Prerendered, it is the first paint.
 */
export function PagePlaceholder({
  title,
  Lead,
}: {
  readonly title: string;
  readonly Lead?: ComponentType | null;
}) {
  return (
    <section className="page">
      <PageHeader title={title}>{Lead ? <Lead /> : null}</PageHeader>
      <PageLoading />
    </section>
  );
}
