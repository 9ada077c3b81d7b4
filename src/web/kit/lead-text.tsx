import { Fragment } from 'react';
import type { LeadLine } from '#shared/app-manifest';

/** A lead line from an app's manifest, its keyboard keys shown as keys. */
export function LeadText({ lead }: { readonly lead: LeadLine }) {
  if (typeof lead === 'string') return lead;
  return lead.map((part, index) =>
    typeof part === 'string' ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <kbd key={index}>{part.key}</kbd>
    ),
  );
}
