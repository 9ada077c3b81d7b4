import { formatDate, formatTime } from '#kit/date-format';
import type { AccountLink } from '../shared/account-links.schemas';

/**
 * An ISO timestamp as the day and the time in the reader's zone, kept apart so a table cell can
 * wrap between them; null for no timestamp, the text itself if it cannot be read.
 */
export function dateAndTime(iso: string | null | undefined): [string, string] | null {
  if (!iso) return null;
  return Number.isNaN(Date.parse(iso)) ? [iso, ''] : [formatDate(iso), formatTime(iso)];
}

/** Logs a failed load (spec §8: such failures are logged, not shown) and passes the error on. */
export async function loggedLoad<T>(what: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.error(`Admin: could not load ${what}`, error);
    }
    throw error;
  }
}

/** What an invitation or reset link is for, in a few words. */
export function purposeText(link: Pick<AccountLink, 'purpose' | 'username'>): string {
  return link.purpose === 'invitation'
    ? `Invitation for ${link.username}`
    : `Reset link for ${link.username}`;
}
