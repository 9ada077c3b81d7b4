import { useDroppable } from '@dnd-kit/core';
import type { TimelineDeck } from '../core/timeline-decks';
import type { PlayItem } from '../core/timeline-game';
import { EMPTY_ZONE_ID, slotId } from '../core/timeline-placement';
import { formatYear } from '../core/timeline-rules';
import type { TimelineItem } from '../shared/timeline-item.schemas';

/** A button between two cards that places the current card there by tapping (phones). */
export interface TapGap {
  readonly label: string;
  readonly onTap: () => void;
}

function GapButton({ gap }: { readonly gap: TapGap }) {
  return (
    <button type="button" className="tq-gap" aria-label={gap.label} onClick={gap.onTap}>
      <span aria-hidden="true">+</span>
    </button>
  );
}

/** The timeline before its first card: a drop zone, with a Place here button on phones. */
export function EmptyTimeline({
  deck,
  highlighted,
  onPlace,
}: {
  readonly deck: TimelineDeck;
  readonly highlighted: boolean;
  readonly onPlace: (() => void) | null;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: EMPTY_ZONE_ID });
  return (
    <div
      id={EMPTY_ZONE_ID}
      ref={setNodeRef}
      className={`tq-drop-zone${isOver || highlighted ? ' tq-drop-zone--over' : ''}`}
    >
      <strong>Start Here</strong>
      <span>Drop your first {deck.itemNoun}</span>
      {onPlace ? (
        <button type="button" className="button button--primary" onClick={onPlace}>
          Place here
        </button>
      ) : null}
    </div>
  );
}

/** One placed card on the timeline: a drop target, marked where the dragged card would go. */
export function TimelineSlot({
  item,
  registerNode,
  markBefore,
  markAfter,
  gapBefore,
  gapAfter,
  onDetails,
}: {
  readonly item: PlayItem;
  readonly registerNode: (node: HTMLElement | null) => void;
  readonly markBefore: boolean;
  readonly markAfter: boolean;
  readonly gapBefore: TapGap | null;
  readonly gapAfter: TapGap | null;
  readonly onDetails: (item: TimelineItem) => void;
}) {
  const { setNodeRef } = useDroppable({ id: slotId(item) });
  const state = `${item.isCorrect === false ? ' tq-item--wrong' : ''}${item.isMoving ? ' tq-item--moving' : ''}`;
  return (
    <li className="tq-timeline__entry">
      {gapBefore ? <GapButton gap={gapBefore} /> : null}
      <div
        id={slotId(item)}
        ref={(node) => {
          setNodeRef(node);
          registerNode(node);
        }}
        className={`tq-slot${item.isMoving ? ' tq-slot--moving' : ''}${markBefore ? ' tq-slot--insert-before' : ''}${markAfter ? ' tq-slot--insert-after' : ''}`}
        data-testid="timeline-item"
        data-year={item.year}
      >
        <button type="button" className={`tq-item${state}`} onClick={() => onDetails(item)}>
          <span className="tq-item__year">{formatYear(item.year)}</span>
          <span className="tq-item__name">{item.name}</span>
          {item.isCorrect === false ? <span className="visually-hidden">(wrong place)</span> : null}
        </button>
      </div>
      {gapAfter ? <GapButton gap={gapAfter} /> : null}
    </li>
  );
}
