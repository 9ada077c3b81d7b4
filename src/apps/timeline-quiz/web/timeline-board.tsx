import { DndContext, DragOverlay } from '@dnd-kit/core';
import type { TimelineDeck } from '../core/timeline-decks';
import type { PlayItem } from '../core/timeline-game';
import { positionText } from '../core/timeline-placement';
import type { TimelineItem } from '../shared/timeline-item.schemas';
import { CurrentCard, KeyboardKeys, LiftedCard, WaitingCard } from './current-card';
import { EmptyTimeline, TimelineSlot } from './timeline-slot';
import { TimelineStrip } from './timeline-strip';
import { useTimelineBoard } from './use-timeline-board';

/** Spec §2.3: 'Timeline expands as you add items' shows above this many cards. */
const TIMELINE_HINT_AFTER = 12;

export interface TimelineBoardProps {
  readonly deck: TimelineDeck;
  readonly current: PlayItem | null;
  readonly placed: readonly PlayItem[];
  /** Phones: show buttons between the cards to place by tapping. */
  readonly tapToPlace: boolean;
  readonly onPlace: (index: number) => void;
  readonly onDetails: (item: TimelineItem) => void;
}

/**
 * Timeline mode: the current card and the timeline it is dropped on. Drag with a mouse, a finger
 * (press and hold) or the keyboard (Space, arrows, Space), or tap a gap on a phone.
 */
export function TimelineBoard({
  deck,
  current,
  placed,
  tapToPlace,
  onPlace,
  onDetails,
}: TimelineBoardProps) {
  const { dnd, dragging, liftedByKeyboard, preview, cardButton, registerSlot } = useTimelineBoard(
    current,
    placed,
    onPlace,
  );
  const canTap = tapToPlace && current !== null;
  const tapGap = (index: number) =>
    canTap ? { label: `Place ${positionText(placed, index)}`, onTap: () => onPlace(index) } : null;

  return (
    <DndContext {...dnd}>
      <div className="tq-stage">
        {current ? (
          <CurrentCard
            item={current}
            dimmed={dragging}
            onDetails={onDetails}
            buttonRef={cardButton}
          />
        ) : (
          <WaitingCard />
        )}
      </div>

      {placed.length > TIMELINE_HINT_AFTER ? (
        <p className="tq-hint">Timeline expands as you add items</p>
      ) : null}

      <TimelineStrip count={placed.length}>
        {placed.length === 0 ? (
          <EmptyTimeline
            deck={deck}
            highlighted={preview === 0}
            onPlace={canTap ? () => onPlace(0) : null}
          />
        ) : (
          <ol className="tq-timeline__list" aria-label="Timeline">
            {placed.map((item, index) => (
              <TimelineSlot
                key={item.key}
                item={item}
                registerNode={registerSlot(item.key)}
                markBefore={preview === index}
                markAfter={preview === placed.length && index === placed.length - 1}
                gapBefore={tapGap(index)}
                gapAfter={index === placed.length - 1 ? tapGap(placed.length) : null}
                onDetails={onDetails}
              />
            ))}
          </ol>
        )}
      </TimelineStrip>

      {liftedByKeyboard ? <KeyboardKeys /> : null}

      <DragOverlay dropAnimation={null}>
        {dragging && current ? <LiftedCard item={current} /> : null}
      </DragOverlay>
    </DndContext>
  );
}
