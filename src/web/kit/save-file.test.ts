import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_FILE_URL_LIFETIME_MS, saveFile } from './save-file';

describe('saveFile', () => {
  let created: Blob[];
  let revoked: string[];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    created = [];
    revoked = [];
    // jsdom has no object URLs.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL(blob: Blob): string {
          created.push(blob);
          return `blob:nook/${created.length}`;
        }
        static override revokeObjectURL(url: string): void {
          revoked.push(url);
        }
      },
    );
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('clicks a hidden link to the bytes under the file name, removes it, and frees the bytes later', () => {
    const clicked: { href: string; download: string; hidden: boolean; inPage: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({
        href: this.href,
        download: this.download,
        hidden: this.hidden,
        inPage: document.body.contains(this),
      });
    });
    const blob = new Blob(['a,b\n1,2\n'], { type: 'text/csv' });

    saveFile(blob, 'journal.csv');

    expect(created).toEqual([blob]);
    expect(clicked).toEqual([
      { href: 'blob:nook/1', download: 'journal.csv', hidden: true, inPage: true },
    ]);
    expect(document.querySelector('a')).toBeNull();
    // The browser may still be reading the URL just after the click.
    vi.advanceTimersByTime(SAVED_FILE_URL_LIFETIME_MS - 1);
    expect(revoked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(revoked).toEqual(['blob:nook/1']);
  });
});
