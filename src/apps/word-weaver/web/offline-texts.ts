import type { WaitReason } from '../core/finish-sequence';

// What WordWeaver says while the server cannot be reached.

/** What the page says of a finished game that waits to be scored. */
export function waitingGameText(reason: WaitReason, loggedIn: boolean): string {
  const then = loggedIn ? 'scored and saved' : 'scored';
  return reason === 'offline'
    ? `You are offline. Your board is kept in this browser and will be ${then} when the connection returns.`
    : `The server cannot be reached right now. Your board is kept in this browser and will be ${then} when it answers again.`;
}

/** What the page says of games finished earlier that still wait to be scored. */
export function earlierGamesText(count: number, loggedIn: boolean): string {
  const games = count === 1 ? '1 earlier board is' : `${count} earlier boards are`;
  return `${games} kept in this browser and will be ${loggedIn ? 'scored and saved' : 'scored'} when the connection returns.`;
}

export const HIGH_SCORES_OFFLINE_TEXT =
  'You are offline. High scores load when the connection returns.';
export const HIGH_SCORES_STALE_TEXT = 'You are offline: these may not be the latest scores.';
