import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  closestCenter,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DndContextProps,
  type DragEndEvent,
  type DragMoveEvent,
  type DragOverEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { getEventCoordinates } from '@dnd-kit/utilities';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { PlayItem } from '../core/timeline-game';
import {
  keyboardStopIndex,
  keyboardStops,
  nextKeyboardStop,
  positionText,
  slotIndex,
} from '../core/timeline-placement';
import { dropIndex } from '../core/timeline-rules';

const MOVE_ANIMATION_MS = 600;
/** Pixels between a keyboard-lifted card and the top of the strip. */
const KEYBOARD_LIFT_GAP = 14;

const SCREEN_READER_INSTRUCTIONS =
  'To place this card, press Space or Enter, use the arrow keys to move along the timeline, then press Space or Enter again. Press Escape to cancel.';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Pointer drags are judged where the pointer is; keyboard drags by the card's centre. */
const detectCollisions: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : closestCenter(args);

export interface TimelineBoardState {
  /** What the board's DndContext takes: sensors, collisions, announcements and drag handlers. */
  readonly dnd: DndContextProps;
  /** True while the current card is lifted. */
  readonly dragging: boolean;
  /** True while the card is lifted by the keyboard: the keys are shown. */
  readonly liftedByKeyboard: boolean;
  /** The insertion index the drag would drop at, to mark it on the timeline. */
  readonly preview: number | null;
  /** The current card's button, focused again after a keyboard placement. */
  readonly cardButton: RefObject<HTMLButtonElement | null>;
  /** A ref callback for each placed card's slot, which slides when its place changes. */
  readonly registerSlot: (key: string) => (node: HTMLElement | null) => void;
}

/**
 * The timeline board's drag and drop: mouse, finger (press and hold) and keyboard (Space, arrows,
 * Space) sensors, where a drag would drop, what screen readers hear, the slide of a wrong card to
 * its place, and focus back on the next card after a keyboard placement.
 */
export function useTimelineBoard(
  current: PlayItem | null,
  placed: readonly PlayItem[],
  onPlace: (index: number) => void,
): TimelineBoardState {
  const [dragging, setDragging] = useState(false);
  const [liftedByKeyboard, setLiftedByKeyboard] = useState(false);
  const [preview, setPreview] = useState<number | null>(null);
  const pointer = useRef<{ x: number } | null>(null);
  const keyboardStop = useRef<number | null>(null);
  const placedRef = useRef(placed);
  const focusNextCard = useRef(false);
  const cardButton = useRef<HTMLButtonElement | null>(null);
  const slots = useRef(new Map<string, HTMLElement>());

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
        const next = nextKeyboardStop(keyboardStop.current, forward, stops.length);
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
  function targetIndex(event: DragMoveEvent | DragOverEvent | DragEndEvent): number | null {
    const { over, activatorEvent } = event;
    if (!over) return null;
    if (activatorEvent instanceof KeyboardEvent) {
      return keyboardStopIndex(placed, keyboardStop.current);
    }
    const start = getEventCoordinates(activatorEvent);
    const dropX = pointer.current?.x ?? (start ? start.x + event.delta.x : undefined);
    const box = document.getElementById(String(over.id))?.getBoundingClientRect();
    return dropIndex({
      placedCount: placed.length,
      overIndex: slotIndex(placed, over.id),
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

  useSlidingSlots(placed, slots);

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

  const dnd: DndContextProps = {
    sensors,
    collisionDetection: detectCollisions,
    accessibility: {
      announcements,
      screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS },
    },
    onDragStart: (event) => {
      keyboardStop.current = null;
      pointer.current = null;
      byKeyboard.current = event.activatorEvent instanceof KeyboardEvent;
      lastTarget.current = null;
      announcedTarget.current = null;
      setDragging(true);
      setLiftedByKeyboard(byKeyboard.current);
    },
    onDragMove: (event) => {
      lastTarget.current = targetIndex(event);
      setPreview(lastTarget.current);
    },
    // dnd-kit finds what is under the card after a move has been reported: the mark follows then.
    onDragOver: (event) => {
      lastTarget.current = targetIndex(event);
      setPreview(lastTarget.current);
    },
    onDragEnd: (event) => {
      const index = targetIndex(event);
      lastTarget.current = index;
      endDrag();
      if (index === null) return;
      focusNextCard.current = byKeyboard.current;
      onPlace(index);
    },
    onDragCancel: endDrag,
  };

  return { dnd, dragging, liftedByKeyboard, preview, cardButton, registerSlot };
}

/**
 * The wrong card slides to its place: animate every card whose place changed (FLIP), and bring
 * the card that moved into view.
 */
function useSlidingSlots(
  placed: readonly PlayItem[],
  slots: RefObject<Map<string, HTMLElement>>,
): void {
  const lastLeft = useRef(new Map<string, number>());
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
  }, [placed, slots]);
}
