/**
 * Who made a write the browser keeps for later (a queued meal, a finished game): the user's ID
 * from the login's answer, and the username. A write is sent only as its writer.
 */
export interface Writer {
  /** Missing only for a session stored before the login's answer named the ID. */
  readonly userId?: number;
  readonly username: string;
}

/** Usernames are matched without regard to case or surrounding spaces, as the server does. */
export function sameUsername(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Whether `writer` is the user signed in as `signedIn`: by ID where both know it, else by username.
 * A missing writer belongs to nobody, and nobody signed in is nobody's writer.
 */
export function isWriter(writer: Writer | null | undefined, signedIn: Writer | null): boolean {
  if (!writer || signedIn === null) return false;
  if (writer.userId !== undefined && signedIn.userId !== undefined) {
    return writer.userId === signedIn.userId;
  }
  return sameUsername(writer.username, signedIn.username);
}

/** One writer's key for grouping writes: by ID where known, else by username; '' for nobody. */
export function writerKey(writer: Writer | null | undefined): string {
  if (!writer) return '';
  return writer.userId === undefined
    ? `name:${writer.username.trim().toLowerCase()}`
    : `id:${writer.userId}`;
}
