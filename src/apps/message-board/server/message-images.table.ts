import type { Generated } from 'kysely';
import type { IsoTime } from '#server-kit/db/schema';

/** A photo on the board: uploaded by its owner, then put on one of their messages. */
export interface MessageImageTable {
  id: Generated<number>;
  owner_id: number;
  /** Null until the photo is posted (and again if its message is deleted first). */
  message_id: number | null;
  /** Its place among the message's photos, from 0. */
  position: Generated<number>;
  /** The full image in the objects index (cleaned of metadata). */
  key: string;
  /** Its thumbnail; the same key when none was sent. */
  thumbnail_key: string;
  width: number;
  height: number;
  created_at: IsoTime;
}

declare module '#server-kit/db/schema' {
  interface DB {
    message_image: MessageImageTable;
  }
}
