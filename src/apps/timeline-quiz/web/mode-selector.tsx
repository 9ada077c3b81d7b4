import { AssetIcon } from '#kit/asset-icon';
import type { GameMode } from '../core/player-records';
import type { TimelineDeck } from '../core/timeline-decks';
import type { SavedGame } from '../core/timeline-game';
import { MODE_NAMES } from './game-header';

export interface ModeSelectorProps {
  readonly deck: TimelineDeck;
  readonly savedGame: SavedGame | null;
  readonly onStart: (mode: GameMode) => void;
  readonly onContinue: () => void;
}

/** Spec §2.1: 'Choose Your Challenge', the two modes and, when one exists, the saved game. */
export function ModeSelector({ deck, savedGame, onStart, onContinue }: ModeSelectorProps) {
  return (
    <section className="panel tq-selector" aria-labelledby="tq-selector-title">
      <h2 id="tq-selector-title" className="panel__title">
        Choose Your Challenge
      </h2>
      <div className="tq-modes">
        <button type="button" className="tq-mode" onClick={() => onStart('timeline')}>
          <AssetIcon assetKey="timeline_calendar_icon" fallback="📅" size={44} />
          <span className="tq-mode__name">{MODE_NAMES.timeline}</span>
          <span className="tq-mode__text">{deck.timelineModeText}</span>
        </button>
        <button type="button" className="tq-mode" onClick={() => onStart('guess')}>
          <AssetIcon assetKey="year_dart_icon" fallback="🎯" size={44} />
          <span className="tq-mode__name">{MODE_NAMES.guess}</span>
          <span className="tq-mode__text">{deck.yearModeText}</span>
          <span className="tq-mode__note">Tolerance increases further back in time.</span>
        </button>
      </div>
      {savedGame ? (
        <div className="tq-saved">
          <button type="button" className="button button--primary" onClick={onContinue}>
            Continue Saved Game
          </button>
          <span className="muted">
            {MODE_NAMES[savedGame.gameMode]}: {savedGame.total} of {savedGame.gameItems.length}{' '}
            answered, score {savedGame.score}
          </span>
        </div>
      ) : null}
    </section>
  );
}
