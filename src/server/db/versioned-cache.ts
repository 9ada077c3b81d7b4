import type { Database } from './connect';

interface Entry<Value> {
  version: number;
  value: Promise<Value>;
  /** The answer, once read and kept. */
  settled?: { value: Value };
}

/**
 * Answers of a read kept in memory, each trusted only while a version that the database keeps
 * beside the data (raised by the database in the same transaction as every change) is what it was
 * when the answer was read. Every use reads the version first, so an answer is never staler than
 * that read, on any instance, and nothing is lost when a process ends: the database stays the only
 * state that matters.
 *
 * Reading the version before the data makes a race harmless: a change that lands between the two
 * reads can only make the kept answer newer than its version says, and the next use, seeing the
 * raised version, reads again. Concurrent misses of one key and version share one read; at most
 * `maxEntries` answers per database are kept, the least recently used leaving first.
 */
export class VersionedCache<Value> {
  private readonly perDatabase = new WeakMap<Database, Map<string, Entry<Value>>>();

  constructor(private readonly maxEntries: number) {}

  /**
   * The answer kept for `key` at `version` if it has been read already, at once; otherwise
   * undefined (nothing kept, kept under another version, or still being read).
   */
  peek(db: Database, key: string, version: number): { value: Value } | undefined {
    const entries = this.perDatabase.get(db);
    const kept = entries?.get(key);
    if (entries === undefined || kept?.version !== version || kept.settled === undefined) {
      return undefined;
    }
    entries.delete(key);
    entries.set(key, kept);
    return kept.settled;
  }

  /**
   * The answer kept for `key` at `version`, else `load()`'s, kept for later uses when `keep` says
   * so (by default, always).
   */
  read(
    db: Database,
    key: string,
    version: number,
    load: () => Promise<Value>,
    keep: (value: Value) => boolean = () => true,
  ): Promise<Value> {
    const entries = this.entriesOf(db);
    const kept = entries.get(key);
    if (kept !== undefined) {
      if (kept.version === version) {
        entries.delete(key);
        entries.set(key, kept);
        return kept.value;
      }
      // A newer answer is kept already (this use read the version before a change landed).
      if (kept.version > version) return load();
    }
    const entry: Entry<Value> = { version, value: load() };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > this.maxEntries) entries.delete(entries.keys().next().value as string);
    // A failed read is not kept: the next use tries again.
    const forget = () => {
      if (entries.get(key) === entry) entries.delete(key);
    };
    entry.value.then((value) => {
      if (keep(value)) entry.settled = { value };
      else forget();
    }, forget);
    return entry.value;
  }

  private entriesOf(db: Database): Map<string, Entry<Value>> {
    let entries = this.perDatabase.get(db);
    if (entries === undefined) {
      entries = new Map();
      this.perDatabase.set(db, entries);
    }
    return entries;
  }
}
