import { Fragment } from 'react';

/**
 * Text that may wrap after '/', '_', '-', '.' and ':', so long paths, file names and addresses
 * break at their natural joints instead of mid-word or by widening the table.
 */
export function BreakableText({ text }: { readonly text: string }) {
  const parts = text.split(/(?<=[/_.:-])/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
