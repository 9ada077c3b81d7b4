import type pg from 'pg';

/** The channel PostgreSQL announces raised data versions on (migration data-version-notices). */
export const VERSION_CHANNEL = 'nook_data_versions';

/** How often the listening connection is asked whether it still answers, in milliseconds. */
const CHECK_INTERVAL_MS = 1_000;
/** How long it may take to answer before it counts as lost. */
const CHECK_TIMEOUT_MS = 2_000;

type Versions = Readonly<Record<string, number>>;

export interface VersionFeedOptions {
  /** Opens the connection that listens; not one of the pool's, which would be lent out. */
  connect: () => Promise<pg.Client>;
  /** Every version as the database has it now, through the pool. */
  read: () => Promise<Versions>;
}

/**
 * The data versions of one PostgreSQL schema, kept current by PostgreSQL's notifications instead
 * of read on every request (decision 018). While it is live, `current()` answers at once; it is
 * not live before its first read, after a write of this server until the versions have been read
 * again, and while its connection is lost, and then callers read the versions themselves.
 *
 * - Another server's change arrives as a notification when it commits.
 * - This server's own writes make it read again (`invalidate`, called by the pool after every
 *   statement that is not a plain read), so a client sees its own change on its next request
 *   even if the notification has not arrived yet.
 * - The connection is asked every second whether it answers; if it does not, or closes, the
 *   feed stops being live and connects again.
 */
export class VersionFeed {
  readonly #options: VersionFeedOptions;
  #client: pg.Client | undefined;
  #connecting = false;
  #schema: string | undefined;
  #known: Versions = Object.freeze({});
  /** Notices that arrived while a read was under way; the read may predate them. */
  #arrivedDuringRead: Record<string, number> | undefined;
  #live = false;
  #reading = false;
  /** Raised by every write of this server: a read started before it does not make the feed live. */
  #writes = 0;
  #checking = false;
  #closed = false;
  readonly #timer: NodeJS.Timeout;
  #backendPid: number | undefined;
  /** How many times the feed has started listening (for tests and diagnostics). */
  listens = 0;

  constructor(options: VersionFeedOptions) {
    this.#options = options;
    this.#timer = setInterval(() => void this.#tick(), CHECK_INTERVAL_MS);
    this.#timer.unref();
    void this.#connect();
  }

  /** The versions as they are now, at once; undefined while the feed is not live. */
  current(): Versions | undefined {
    return this.#live ? this.#known : undefined;
  }

  get live(): boolean {
    return this.#live;
  }

  /** The PostgreSQL backend of the listening connection, once there was one. */
  get backendPid(): number | undefined {
    return this.#backendPid;
  }

  /** A write of this server has ended: the versions must be read again before they are trusted. */
  invalidate(): void {
    this.#writes += 1;
    this.#live = false;
    void this.#read();
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#live = false;
    clearInterval(this.#timer);
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
  }

  async #connect(): Promise<void> {
    if (this.#closed || this.#connecting || this.#client) return;
    this.#connecting = true;
    let client: pg.Client | undefined;
    try {
      client = await this.#options.connect();
      const lost = () => this.#lose(client);
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', (notice) => {
        if (client === this.#client) this.#notice(notice.payload);
      });
      const { rows } = await client.query<{ schema: string; pid: number }>(
        'select current_schema() as schema, pg_backend_pid() as pid',
      );
      this.#schema = rows[0]?.schema;
      this.#backendPid = rows[0]?.pid;
      await client.query(`listen ${VERSION_CHANNEL}`);
      if (this.#closed) {
        await client.end();
        return;
      }
      this.#client = client;
      this.listens += 1;
      // Versions raised before the LISTEN took effect were not announced to us: read them all.
      this.invalidate();
    } catch {
      // The next tick tries again; until then every request reads the versions itself.
      void client?.end().catch(() => undefined);
    } finally {
      this.#connecting = false;
    }
  }

  #lose(client: pg.Client | undefined): void {
    if (client === undefined || client !== this.#client) return;
    this.#client = undefined;
    this.#live = false;
    void client.end().catch(() => undefined);
  }

  /** `schema name version`, sent by the trigger on data_versions. */
  #notice(payload: string | undefined): void {
    const [schema, name, version] = (payload ?? '').split(' ');
    if (schema !== this.#schema || name === undefined || version === undefined) return;
    const raised = Number(version);
    if (!Number.isSafeInteger(raised)) return;
    if (this.#arrivedDuringRead) {
      this.#arrivedDuringRead[name] = Math.max(this.#arrivedDuringRead[name] ?? raised, raised);
    }
    if ((this.#known[name] ?? -1) < raised) {
      this.#known = Object.freeze({ ...this.#known, [name]: raised });
    }
  }

  /** Reads every version; live again once a read that began after the last write has ended. */
  async #read(): Promise<void> {
    if (this.#reading || this.#closed) return;
    this.#reading = true;
    try {
      while (this.#client && !this.#closed) {
        const writes = this.#writes;
        const listening = this.#client;
        this.#arrivedDuringRead = {};
        const read = await this.#options.read();
        const versions: Record<string, number> = { ...read };
        for (const [name, version] of Object.entries(this.#arrivedDuringRead)) {
          versions[name] = Math.max(versions[name] ?? version, version);
        }
        this.#known = Object.freeze(versions);
        if (writes === this.#writes && listening === this.#client) {
          this.#live = true;
          return;
        }
      }
    } catch {
      // Not live; the next tick reads again.
    } finally {
      this.#arrivedDuringRead = undefined;
      this.#reading = false;
    }
  }

  /** Once a second: connect if not connected, read if not live, and check the connection. */
  async #tick(): Promise<void> {
    if (this.#closed) return;
    const client = this.#client;
    if (client === undefined) {
      await this.#connect();
      return;
    }
    if (!this.#live) void this.#read();
    if (this.#checking) return;
    this.#checking = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      const answered = await Promise.race([
        client.query('select 1').then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
        }),
      ]);
      if (!answered) this.#lose(client);
    } finally {
      clearTimeout(timer);
      this.#checking = false;
    }
  }
}
