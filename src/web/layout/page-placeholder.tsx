import type { LeadLine } from '#shared/app-manifest';
import { LeadText } from '../kit/lead-text';
import { PageHeader } from '../kit/page-header';
import { PageLoading } from './shell-layout';

/**
 * What a page that depends on the browser shows before its own code has run: its title and lead
 * line, as the page itself renders them, above a loading line. Prerendered, it is the first paint.
 */
export function PagePlaceholder({
  title,
  lead,
}: {
  readonly title: string;
  readonly lead?: LeadLine | undefined;
}) {
  return (
    <section className="page">
      <PageHeader title={title}>{lead ? <LeadText lead={lead} /> : null}</PageHeader>
      <PageLoading />
    </section>
  );
}
