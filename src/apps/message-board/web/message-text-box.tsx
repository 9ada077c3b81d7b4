import type { ComponentProps } from 'react';
import { MESSAGE_MAX_LENGTH } from '../shared/message-board.schemas';

/** A message's text box, new or edited: three rows, no longer than a message may be. */
export function MessageTextBox(
  props: Omit<ComponentProps<'textarea'>, 'className' | 'rows' | 'maxLength'>,
) {
  return (
    <textarea
      className="message-composer__input"
      rows={3}
      maxLength={MESSAGE_MAX_LENGTH}
      {...props}
    />
  );
}
