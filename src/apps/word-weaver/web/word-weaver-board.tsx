import { useRef, type PointerEvent, type Ref } from 'react';
import { BOARD_SIZE, type GameAction, type GameState } from '../core/game';

export interface HighlightedLine {
  readonly kind: 'row' | 'column';
  readonly index: number;
  readonly start: number;
  readonly length: number;
}

function isHighlighted(line: HighlightedLine | null, row: number, column: number): boolean {
  if (!line) return false;
  const [along, across] = line.kind === 'row' ? [column, row] : [row, column];
  return across === line.index && along >= line.start && along < line.start + line.length;
}

/** A swipe shorter than this (in CSS pixels) is a tap and does nothing. */
const SWIPE_MIN_PX = 24;

interface BoardProps {
  readonly game: GameState;
  readonly highlight: HighlightedLine | null;
  readonly onAction: (action: GameAction) => void;
  readonly boardRef?: Ref<HTMLDivElement>;
}

/** The 7×7 board; on touch screens a sideways swipe moves the letter and a downward swipe drops it. */
export function WordWeaverBoard({ game, highlight, onAction, boardRef }: BoardProps) {
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const playing = game.status === 'playing';

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!playing || event.pointerType === 'mouse') return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || !playing) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    const cellWidth = event.currentTarget.getBoundingClientRect().width / BOARD_SIZE;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) {
      const steps = Math.max(1, Math.round(Math.abs(dx) / cellWidth));
      for (let step = 0; step < steps; step += 1) {
        onAction({ type: 'move', direction: dx < 0 ? 'left' : 'right' });
      }
    } else if (dy >= SWIPE_MIN_PX && dy > Math.abs(dx)) {
      onAction({ type: 'drop' });
    }
  };

  const falling = game.falling;
  return (
    <div
      ref={boardRef}
      className={playing ? 'ww-board ww-board--playing' : 'ww-board'}
      role="grid"
      aria-label="WordWeaver board"
      aria-readonly="true"
      tabIndex={0}
      data-testid="word-weaver-board"
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        swipeStart.current = null;
      }}
    >
      {game.board.map((cells, row) => (
        <div className="ww-board__row" role="row" key={row}>
          {cells.map((cell, column) => {
            const isFalling = falling !== null && falling.row === row && falling.column === column;
            const letter = isFalling ? falling.letter : cell;
            const lit = isHighlighted(highlight, row, column);
            const classes = ['ww-cell'];
            if (letter !== '') classes.push('ww-cell--letter');
            if (isFalling) classes.push('ww-cell--falling');
            if (lit) classes.push('ww-cell--highlight');
            return (
              <div
                key={column}
                role="gridcell"
                className={classes.join(' ')}
                data-row={row}
                data-column={column}
                data-highlighted={lit ? 'true' : undefined}
                aria-label={letter === '' ? 'empty' : isFalling ? `${letter}, falling` : letter}
              >
                {letter}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
