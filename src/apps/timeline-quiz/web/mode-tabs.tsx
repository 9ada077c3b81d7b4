import type { KeyboardEvent, ReactNode } from 'react';
import { GAME_MODES, type GameMode } from '../core/player-records';

export interface ModeTabsProps {
  /** Prefix of the tabs' and panel's ids. */
  readonly id: string;
  readonly selected: GameMode;
  readonly onSelect: (mode: GameMode) => void;
  /** What each tab reads. */
  readonly label: (mode: GameMode) => ReactNode;
  /** The tab list's name, where a page has more than one. */
  readonly listLabel?: string;
}

/** The id of the panel that `ModeTabs` with `id` controls. */
export function modePanelId(id: string): string {
  return `${id}-panel`;
}

export function modeTabId(id: string, mode: GameMode): string {
  return `${id}-tab-${mode}`;
}

/** A tab per game mode; the arrow keys move between them. */
export function ModeTabs({
  id,
  selected,
  onSelect,
  label,
  listLabel = 'Game mode',
}: ModeTabsProps) {
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const next = GAME_MODES[(GAME_MODES.indexOf(selected) + 1) % GAME_MODES.length] ?? 'timeline';
    onSelect(next);
    document.getElementById(modeTabId(id, next))?.focus();
  };
  return (
    <div className="tq-tabs" role="tablist" aria-label={listLabel}>
      {GAME_MODES.map((mode) => (
        <button
          key={mode}
          id={modeTabId(id, mode)}
          type="button"
          role="tab"
          className="tq-tab"
          aria-selected={selected === mode}
          aria-controls={modePanelId(id)}
          tabIndex={selected === mode ? 0 : -1}
          onClick={() => onSelect(mode)}
          onKeyDown={onTabKey}
        >
          {label(mode)}
        </button>
      ))}
    </div>
  );
}
