import { useEffect, useRef, type ReactNode } from 'react';
import type { Player } from '../core/flappy-game';
import { drawScene } from './flappy-duo-drawing';
import type { GameSession } from './game-session';

interface FlappyDuoStageProps {
  readonly session: GameSession;
  /** World aspect ratio (width / height) of the game being shown. */
  readonly aspect: number;
  readonly phase: string;
  readonly debug: boolean;
  /** Id of the text that describes the game's state for screen readers. */
  readonly describedBy: string;
  readonly stageRef: React.RefObject<HTMLDivElement | null>;
  /** Start or Play again, from Space or Enter. */
  readonly onStartKey: () => void;
  readonly onPauseKey: () => void;
  /** HTML overlays drawn over the canvas (start card, results, notices). */
  readonly children?: ReactNode;
}

const FLAP_KEYS: Readonly<Record<string, Player>> = { KeyW: 0, ArrowUp: 1 };
/** Keys that would scroll the page; the game swallows them while it has focus. */
const SCROLL_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Space',
  'PageUp',
  'PageDown',
  'Home',
  'End',
]);

const CONTROLS =
  'a[href], button, input, select, textarea, summary, label, [contenteditable="true"]';

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * The playing field: owns the canvas (sized for the device's pixel ratio), the animation frame
 * loop and the input wiring (W and Up Arrow, touch or click on either half, Space/Enter to start,
 * P or Escape to pause, pause when the tab is hidden). Everything else comes from the session.
 */
export function FlappyDuoStage({
  session,
  aspect,
  phase,
  debug,
  describedBy,
  stageRef,
  onStartKey,
  onPauseKey,
  children,
}: FlappyDuoStageProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const size = useRef({ width: 0, height: 0, ratio: 1 });
  const debugRef = useRef(debug);
  const handlers = useRef({ onStartKey, onPauseKey });
  useEffect(() => {
    debugRef.current = debug;
    handlers.current = { onStartKey, onPauseKey };
  });

  // Keep the backing store at device resolution so lines stay crisp on high-DPI screens.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const resize = () => {
      const ratio = window.devicePixelRatio || 1;
      const { width, height } = canvas.getBoundingClientRect();
      size.current = { width, height, ratio };
      canvas.width = Math.max(1, Math.round(width * ratio));
      canvas.height = Math.max(1, Math.round(height * ratio));
    };
    resize();
    // Without ResizeObserver (old engines, jsdom) the size read at mount is kept.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  // The frame loop: run the due simulation steps, then draw the latest state interpolated.
  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!ctx) return undefined;
    const query = (media: string) =>
      typeof window.matchMedia === 'function' ? window.matchMedia(media) : { matches: false };
    const darkQuery = query('(prefers-color-scheme: dark)');
    const motionQuery = query('(prefers-reduced-motion: reduce)');
    let handle = 0;
    const frame = () => {
      // performance.now() rather than the callback's time: input handlers stamp flaps with it.
      const now = performance.now();
      session.advance(now);
      const { width, height, ratio } = size.current;
      if (width > 0 && height > 0) {
        drawScene(ctx, session.frame(), {
          cssWidth: width,
          cssHeight: height,
          pixelRatio: ratio,
          dark: darkQuery.matches,
          reducedMotion: motionQuery.matches,
          now,
          debug: debugRef.current,
        });
      }
      handle = requestAnimationFrame(frame);
    };
    handle = requestAnimationFrame(frame);
    return () => cancelAnimationFrame(handle);
  }, [session]);

  // Keys: the game listens while it has focus (or nothing else does, during play).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const stage = stageRef.current;
      if (!stage || event.defaultPrevented || isTypingTarget(event.target)) return;
      const active = document.activeElement;
      const inStage = active !== null && stage.contains(active);
      // Focus on a control elsewhere (a link, the login form) keeps its keys; otherwise the game
      // takes them, so Space starts a game right after the page opens.
      const elsewhere = !inStage && active instanceof Element && active.closest(CONTROLS) !== null;
      if (elsewhere) return;
      const onButton = active instanceof HTMLButtonElement;
      const { phase } = session.getView();
      const gameHasKeys = inStage || phase === 'playing' || phase === 'countdown';
      const player = FLAP_KEYS[event.code];
      if (player !== undefined && gameHasKeys) {
        event.preventDefault();
        if (!event.repeat) session.flap(player, performance.now());
        return;
      }
      if ((event.code === 'Space' || event.code === 'Enter') && !onButton) {
        if (phase === 'idle' || phase === 'over') {
          event.preventDefault();
          if (!event.repeat) handlers.current.onStartKey();
          return;
        }
      }
      if (!gameHasKeys) return;
      if (event.code === 'KeyP' || event.code === 'Escape') {
        handlers.current.onPauseKey();
        return;
      }
      if (SCROLL_KEYS.has(event.code) && !onButton) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [session, stageRef]);

  // Pause while the tab is hidden; coming back starts the 3-2-1 countdown.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') session.pause('tab');
      else if (session.getView().pausedBy === 'tab') session.resume(performance.now());
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [session]);

  const onPointerDown = (event: React.PointerEvent<HTMLCanvasElement>) => {
    if (session.getView().phase !== 'playing') return;
    // Each finger is its own pointer, so both players can tap at once.
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    const player: Player = event.clientX - box.left < box.width / 2 ? 0 : 1;
    session.flap(player, performance.now());
    stageRef.current?.focus({ preventScroll: true });
  };

  return (
    <div
      ref={stageRef}
      className="fd-stage"
      data-phase={phase}
      style={{ aspectRatio: String(aspect), ['--fd-aspect' as string]: String(aspect) }}
      // The field takes the players' keys while focused, as a keyboard game must.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="application"
      aria-label="Flappy Duo game. Player one flaps with W, player two with the Up Arrow."
      aria-describedby={describedBy}
    >
      <canvas
        ref={canvasRef}
        className="fd-canvas"
        role="img"
        aria-label="Two birds flying between pipes"
        onPointerDown={onPointerDown}
      >
        Two birds flying between pipes.
      </canvas>
      {children}
    </div>
  );
}
