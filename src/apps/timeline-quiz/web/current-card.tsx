import { useDraggable } from '@dnd-kit/core';
import type { RefObject } from 'react';
import type { PlayItem } from '../core/timeline-game';
import type { TimelineItem } from '../shared/timeline-item.schemas';

const CARD_ID = 'current-card';

/** The card to place: dragged to the timeline, or clicked for its details. */
export function CurrentCard({
  item,
  dimmed,
  onDetails,
  buttonRef,
}: {
  readonly item: PlayItem;
  readonly dimmed: boolean;
  readonly onDetails: (item: TimelineItem) => void;
  readonly buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const { attributes, listeners, setNodeRef } = useDraggable({ id: CARD_ID });
  return (
    <div className="tq-current">
      <button
        type="button"
        ref={(node) => {
          setNodeRef(node);
          buttonRef.current = node;
        }}
        className={`tq-card tq-card--current${dimmed ? ' tq-card--lifted' : ''}`}
        data-testid="current-card"
        {...attributes}
        {...listeners}
        onClick={() => onDetails(item)}
      >
        <span className="tq-card__name">{item.name}</span>
        <span className="tq-card__hint">Drag me to the timeline!</span>
      </button>
    </div>
  );
}

/** Where the current card stands between two cards. */
export function WaitingCard() {
  return (
    <div className="tq-card tq-card--waiting" aria-hidden="true">
      <span className="tq-card__hint">Next card coming…</span>
    </div>
  );
}

/** The card that follows the pointer or the keys while it is lifted. */
export function LiftedCard({ item }: { readonly item: PlayItem }) {
  return (
    <div className="tq-card tq-card--current tq-card--overlay">
      <span className="tq-card__name">{item.name}</span>
      <span className="tq-card__hint">Drag me to the timeline!</span>
    </div>
  );
}

/** The keys of a keyboard placement, on screen while a card is lifted. */
export function KeyboardKeys() {
  return (
    <p className="tq-keys" data-testid="keyboard-keys">
      <span>
        <kbd>Space</kbd> to lift
      </span>
      <span>
        <kbd>←</kbd> <kbd>→</kbd> to move
      </span>
      <span>
        <kbd>Space</kbd> to drop
      </span>
      <span>
        <kbd>Escape</kbd> to cancel
      </span>
    </p>
  );
}
