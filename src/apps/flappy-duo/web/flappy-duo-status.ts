import { formatSeconds, type GameResult, type GameState, type Player } from '../core/flappy-game';
import type { SessionView } from './game-session';

/** The result card's headline. */
export function winnerText(result: GameResult): string {
  return result.winner === 'tie' ? 'It’s a tie!' : `Player ${result.winner + 1} lasted longer!`;
}

/** What became of one bird, beside its survived time. */
export function fateOf(state: GameState, player: Player): string {
  const bird = state.birds[player];
  if (bird.status === 'flying') return 'still flying';
  return bird.cause === 'pipe' ? 'hit a pipe' : 'hit the ground';
}

/** The sentence the live region announces for each phase. */
export function statusText(view: SessionView): string {
  switch (view.phase) {
    case 'idle':
      return 'Ready. Press Start, Space or Enter to play.';
    case 'playing':
      return view.noticeShown
        ? `Difficulty Increased! Now level ${view.level + 1}.`
        : `Playing, level ${view.level + 1}.`;
    case 'paused':
      return 'Paused.';
    case 'countdown':
      return `Resuming in ${view.countdown ?? 0}.`;
    case 'replay':
      return 'Watching the replay of the last game.';
    case 'over': {
      if (!view.finished) return 'Game over.';
      const { result } = view.finished;
      return `Game over. ${winnerText(result)} Player 1: ${formatSeconds(result.seconds[0])}. Player 2: ${formatSeconds(result.seconds[1])}.`;
    }
  }
}
