import { z } from 'zod/mini';
import { readStoredJson, writeStoredJson } from '#kit/browser-storage';
import { userStorageKey } from '#kit/user-storage';
import type { Session } from '#kit/session';
import { type ListedMessage, ListedMessageSchema } from '../shared/message-board.schemas';

/** The board as last loaded, kept on this device for its user only; logout removes it. */
const SavedBoardSchema = z.object({
  messages: z.array(ListedMessageSchema),
  names: z.array(z.tuple([z.number(), z.string()])),
});

export interface SavedBoard {
  readonly messages: readonly ListedMessage[];
  readonly names: ReadonlyMap<number, string>;
}

const savedBoardKey = (session: Session) => userStorageKey(session, 'message-board');

/** The messages and senders' names last loaded by `session`'s user on this device, if any. */
export function readSavedBoard(session: Session): SavedBoard | null {
  const saved = readStoredJson(savedBoardKey(session), SavedBoardSchema);
  return saved === null ? null : { messages: saved.messages, names: new Map(saved.names) };
}

/** Keeps the newest `messages` and the names for offline reading. */
export function saveBoard(session: Session, board: SavedBoard): void {
  writeStoredJson(savedBoardKey(session), {
    messages: board.messages,
    names: [...board.names],
  });
}
