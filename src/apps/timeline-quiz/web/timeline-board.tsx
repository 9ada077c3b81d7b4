import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { getEventCoordinates } from '@dnd-kit/utilities';
import {
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { TimelineDeck } from '../core/timeline-decks';
import type { PlayItem } from '../core/timeline-game';
import { dropIndex, formatYear } from '../core/timeline-rules';
import type { TimelineItem } from '../shared/timeline-item.schemas';

/** Spec §2.3: 'Timeline expands as you add items' shows above this many cards. */
const TIMELINE_HINT_AFTER = 12;
const CARD_ID = 'current-card';
const EMPTY_ZONE_ID = 'timeline-start';
const MOVE_ANIMATION_MS = 600;
/** Pixels between a keyboard-lifted card and the top of the strip. */
const KEYBOARD_LIFT_GAP = 14;

const slotId = (item: PlayItem) => `slot-${item.key}`;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Where a card would go, in words, for screen readers and the tap buttons. */
function positionText(placed: readonly PlayItem[], index: number): string {
  const before = placed[index];
  const after = placed[index - 1];
  const named = (item: PlayItem) => `${item.name} (${formatYear(item.year)})`;
  if (!before && !after) return 'as the first card on the timeline';
  if (!after && before) return `at the start, before ${named(before)}`;
  if (after && !before) return `at the end, after ${named(after)}`;
  return `between ${named(after as PlayItem)} and ${named(before as PlayItem)}`;
}

/**
 * Where a keyboard drag can stop, in order: the left part of each card (insert before it) and
 * the right part of the last card (insert after it); or the empty timeline.
 */
function keyboardStops(placed: readonly PlayItem[]): { id: string; at: number; index: number }[] {
  if (placed.length === 0) return [{ id: EMPTY_ZONE_ID, at: 0.5, index: 0 }];
  const stops = placed.map((item, index) => ({ id: slotId(item), at: 0.25, index }));
  const last = placed[placed.length - 1] as PlayItem;
  return [...stops, { id: slotId(last), at: 0.75, index: placed.length }];
}

/** Pointer drags are judged where the pointer is; keyboard drags by the card's centre. */
const detectCollisions: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

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
  const [dragging, setDragging] = useState(false);
  const [liftedByKeyboard, setLiftedByKeyboard] = useState(false);
  const [preview, setPreview] = useState<number | null>(null);
  const pointer = useRef<{ x: number } | null>(null);
  const keyboardStop = useRef<number | null>(null);
  const placedRef = useRef(placed);
  const focusNextCard = useRef(false);
  const cardButton = useRef<HTMLButtonElement | null>(null);
  const slots = useRef(new Map<string, HTMLElement>());
  const lastLeft = useRef(new Map<string, number>());

  useEffect(() => {
    placedRef.current = placed;
  }, [placed]);

  const coordinateGetter = useMemo<KeyboardCoordinateGetter>(
    () =>
      (event, { context }) => {
        const forward = event.code === 'ArrowRight' || event.code === 'ArrowDown';
        const backward = event.code === 'ArrowLeft' || event.code === 'ArrowUp';
        const rect = context.collisionRect;
        if ((!forward && !backward) || !rect) return undefined;
        event.preventDefault();
        const stops = keyboardStops(placedRef.current);
        const now = keyboardStop.current;
        const next =
          now === null
            ? forward
              ? 0
              : stops.length - 1
            : Math.max(0, Math.min(stops.length - 1, now + (forward ? 1 : -1)));
        const stop = stops[next];
        const node = stop ? document.getElementById(stop.id) : null;
        if (!stop || !node) return undefined;
        keyboardStop.current = next;
        node.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const box = node.getBoundingClientRect();
        // The lifted card hovers just above the strip, its centre over the insertion point, so the
        // cards on either side of it stay readable.
        return {
          x: box.left + box.width * stop.at - rect.width / 2,
          y: box.top - rect.height - KEYBOARD_LIFT_GAP,
        };
      },
    [],
  );

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  // While a pointer drags, follow it in viewport coordinates to read which half of a card it is on.
  useEffect(() => {
    if (!dragging) return;
    const onPointer = (event: PointerEvent) => {
      pointer.current = { x: event.clientX };
    };
    const onTouch = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch) pointer.current = { x: touch.clientX };
    };
    window.addEventListener('pointermove', onPointer, { passive: true });
    window.addEventListener('touchmove', onTouch, { passive: true });
    return () => {
      window.removeEventListener('pointermove', onPointer);
      window.removeEventListener('touchmove', onTouch);
    };
  }, [dragging]);

  /** The insertion index for the drag's current position, or null when it would be ignored. */
  function targetIndex(event: DragMoveEvent | DragEndEvent): number | null {
    const { over, activatorEvent } = event;
    if (!over) return null;
    if (activatorEvent instanceof KeyboardEvent) {
      const stop = keyboardStop.current;
      return stop === null ? null : (keyboardStops(placed)[stop]?.index ?? null);
    }
    const overIndex =
      over.id === EMPTY_ZONE_ID ? 0 : placed.findIndex((item) => slotId(item) === over.id);
    const start = getEventCoordinates(activatorEvent);
    const dropX = pointer.current?.x ?? (start ? start.x + event.delta.x : undefined);
    const box = document.getElementById(String(over.id))?.getBoundingClientRect();
    return dropIndex({
      placedCount: placed.length,
      overIndex: overIndex < 0 ? null : overIndex,
      dropX,
      overBox: box ? { left: box.left, width: box.width } : undefined,
    });
  }

  function endDrag() {
    setDragging(false);
    setLiftedByKeyboard(false);
    setPreview(null);
    pointer.current = null;
    keyboardStop.current = null;
  }

  // dnd-kit calls our handlers before its announcements, so these refs are current when it reads them.
  const byKeyboard = useRef(false);
  const lastTarget = useRef<number | null>(null);
  const announcedTarget = useRef<number | null>(null);

  const announcements: Announcements = {
    onDragStart: () =>
      current
        ? `Picked up ${current.name}. Use the arrow keys to choose its place on the timeline, then Space or Enter to drop it, or Escape to cancel.`
        : undefined,
    onDragMove: () => {
      const index = lastTarget.current;
      if (!byKeyboard.current || !current || index === null || index === announcedTarget.current) {
        return undefined;
      }
      announcedTarget.current = index;
      return `${current.name} would go ${positionText(placed, index)}.`;
    },
    onDragOver: () => undefined,
    onDragEnd: () => {
      if (!current) return undefined;
      const index = lastTarget.current;
      return index === null
        ? `${current.name} was not dropped on the timeline and is still your card.`
        : `${current.name} was placed ${positionText(placed, index)}.`;
    },
    onDragCancel: () => (current ? `Cancelled. ${current.name} is still your card.` : undefined),
  };

  // The wrong card slides to its place: animate every card whose place changed (FLIP).
  useLayoutEffect(() => {
    const moving = placed.some((item) => item.isMoving);
    const animate = moving && !prefersReducedMotion();
    for (const item of placed) {
      const node = slots.current.get(item.key);
      if (!node) continue;
      const left = node.offsetLeft;
      const before = lastLeft.current.get(item.key);
      if (
        animate &&
        before !== undefined &&
        before !== left &&
        typeof node.animate === 'function'
      ) {
        node.animate(
          [{ transform: `translateX(${before - left}px)` }, { transform: 'translateX(0)' }],
          { duration: MOVE_ANIMATION_MS, easing: 'ease-in-out' },
        );
      }
      lastLeft.current.set(item.key, left);
    }
    const newest = placed.find((item) => item.isMoving || item.isCorrect === false);
    const target = newest ? slots.current.get(newest.key) : undefined;
    target?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [placed]);

  useEffect(() => {
    if (current && focusNextCard.current) {
      focusNextCard.current = false;
      cardButton.current?.focus();
    }
  }, [current]);

  const registerSlot = (key: string) => (node: HTMLElement | null) => {
    if (node) slots.current.set(key, node);
    else slots.current.delete(key);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={detectCollisions}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To place this card, press Space or Enter, use the arrow keys to move along the timeline, then press Space or Enter again. Press Escape to cancel.',
        },
      }}
      onDragStart={(event) => {
        keyboardStop.current = null;
        pointer.current = null;
        byKeyboard.current = event.activatorEvent instanceof KeyboardEvent;
        lastTarget.current = null;
        announcedTarget.current = null;
        setDragging(true);
        setLiftedByKeyboard(byKeyboard.current);
      }}
      onDragMove={(event) => {
        lastTarget.current = targetIndex(event);
        setPreview(lastTarget.current);
      }}
      onDragEnd={(event) => {
        const index = targetIndex(event);
        lastTarget.current = index;
        endDrag();
        if (index === null) return;
        focusNextCard.current = byKeyboard.current;
        onPlace(index);
      }}
      onDragCancel={endDrag}
    >
      <div className="tq-stage">
        {current ? (
          <CurrentCard
            item={current}
            dimmed={dragging}
            onDetails={onDetails}
            buttonRef={cardButton}
          />
        ) : (
          <div className="tq-card tq-card--waiting" aria-hidden="true">
            <span className="tq-card__hint">Next card coming…</span>
          </div>
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
            onPlace={tapToPlace && current ? () => onPlace(0) : null}
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
                gapBefore={
                  tapToPlace && current
                    ? { label: `Place ${positionText(placed, index)}`, onTap: () => onPlace(index) }
                    : null
                }
                gapAfter={
                  tapToPlace && current && index === placed.length - 1
                    ? {
                        label: `Place ${positionText(placed, placed.length)}`,
                        onTap: () => onPlace(placed.length),
                      }
                    : null
                }
                onDetails={onDetails}
              />
            ))}
          </ol>
        )}
      </TimelineStrip>

      {liftedByKeyboard ? <KeyboardKeys /> : null}

      <DragOverlay dropAnimation={null}>
        {dragging && current ? (
          <div className="tq-card tq-card--current tq-card--overlay">
            <span className="tq-card__name">{current.name}</span>
            <span className="tq-card__hint">Drag me to the timeline!</span>
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

/** The keys of a keyboard placement, on screen while a card is lifted. */
function KeyboardKeys() {
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

/** Which cards of the strip are in view, 1-based, and whether more lie off either edge. */
interface StripView {
  readonly first: number;
  readonly last: number;
  readonly moreBefore: boolean;
  readonly moreAfter: boolean;
}

function readStripView(strip: HTMLElement): StripView {
  const view = strip.getBoundingClientRect();
  const slots = [...strip.querySelectorAll<HTMLElement>('[data-testid="timeline-item"]')];
  let first = 0;
  let last = 0;
  slots.forEach((slot, index) => {
    const box = slot.getBoundingClientRect();
    // A card counts as shown when at least half of it is inside the strip.
    if (box.left + box.width / 2 >= view.left && box.right - box.width / 2 <= view.right) {
      if (first === 0) first = index + 1;
      last = index + 1;
    }
  });
  const end = strip.scrollWidth - strip.clientWidth;
  return { first, last, moreBefore: strip.scrollLeft > 1, moreAfter: strip.scrollLeft < end - 1 };
}

/**
 * The scrolling strip of placed cards. When it is wider than the screen, its edges fade where more
 * cards lie and a line says which cards are in view, so a phone shows that the strip scrolls.
 */
function TimelineStrip({
  count,
  children,
}: {
  readonly count: number;
  readonly children: ReactNode;
}) {
  const strip = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<StripView | null>(null);

  useLayoutEffect(() => {
    const node = strip.current;
    if (!node) return;
    const update = () => setView(readStripView(node));
    update();
    node.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    resize?.observe(node);
    return () => {
      node.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [count]);

  const scrolls = view !== null && (view.moreBefore || view.moreAfter);
  return (
    <div
      className="tq-strip"
      data-more-before={view?.moreBefore ? '' : undefined}
      data-more-after={view?.moreAfter ? '' : undefined}
    >
      <div className="tq-timeline" data-testid="timeline" ref={strip}>
        {children}
      </div>
      {scrolls && view.first > 0 ? (
        <p className="tq-strip__position" data-testid="timeline-position">
          Cards {view.first}–{view.last} of {count} · scroll sideways for more
        </p>
      ) : null}
    </div>
  );
}

function CurrentCard({
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

function EmptyTimeline({
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

interface TapGap {
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

function TimelineSlot({
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
