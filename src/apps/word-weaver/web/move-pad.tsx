import type { GameAction } from '../core/game';

interface MovePadProps {
  readonly playing: boolean;
  readonly onAction: (action: GameAction) => void;
}

/** On-screen buttons for the letter, for players without arrow keys, and the keys' help line. */
export function MovePad({ playing, onAction }: MovePadProps) {
  const pad = [
    { label: '←', name: 'Move left', action: { type: 'move', direction: 'left' } },
    { label: '↓', name: 'Move down', action: { type: 'down' } },
    { label: '→', name: 'Move right', action: { type: 'move', direction: 'right' } },
    { label: 'Drop', name: undefined, action: { type: 'drop' } },
  ] as const satisfies readonly { label: string; name?: string; action: GameAction }[];
  return (
    <>
      <div className="ww-pad" role="group" aria-label="Move the letter">
        {pad.map(({ label, name, action }) => (
          <button
            key={label}
            type="button"
            className="button button--quiet"
            aria-label={name}
            disabled={!playing}
            onClick={() => onAction(action)}
          >
            {label}
          </button>
        ))}
      </div>
      <p className="ww-help ww-muted">
        Keys: ← and → move, ↓ moves down a row, Space drops. On a phone, swipe or use the buttons.
      </p>
    </>
  );
}
