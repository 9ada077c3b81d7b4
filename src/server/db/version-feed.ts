import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/** The channel PostgreSQL announces raised data versions on (migration data-version-notices). */
export const VERSION_CHANNEL = 'nook_data_versions';

/** A notice's name for a server's heartbeat; no data version is named so (they are identifiers). */
const HEARTBEAT = '~heartbeat';
/** How often the feed sends itself a heartbeat through the database, in milliseconds. */
const HEARTBEAT_INTERVAL_MS = 1_000;
/** How long a heartbeat may take to come back before the feed counts as deaf. */
const HEARTBEAT_TIMEOUT_MS = 3_000;

type Versions = Readonly<Record<string, number>>;

export interface VersionFeedOptions {
  /** Opens the connection that listens; not one of the pool's, which would be lent out. */
  connect: () => Promise<pg.Client>;
  /** Every version as the database has it now, through the pool. */
  read: () => Promise<Versions>;
  /** Sends a notice on VERSION_CHANNEL through the pool, as another server's change would come. */
  announce: (payload: string) => Promise<void>;
}

/**
 * The data versions of one PostgreSQL schema, kept current by PostgreSQL's notifications instead
 * of read on every request (decision 018). While it is live, `current()` answers at once; it is
 * not live before its first read, after a write of this server until the versions have been read
 * again, and while it is not sure that it hears, and then callers read the versions themselves.
 *
 * - Another server's change arrives as a notification when it commits.
 * - This server's own writes make it read again (`invalidate`, called by the pool after every
 *   statement that is not a plain read), so a client sees its own change on its next request
 *   even if the notification has not arrived yet.
 * - It trusts what it hears only once it has heard itself: every second it sends itself a
 *   heartbeat through the pool, the way other servers' changes come. After connecting it is not
 *   live until the first one is back; when one has not come back within three seconds, or the
 *   connection closes, it stops being live and connects again. So neither a connection that died
 *   silently nor a pooler that does not pass notices on leaves it trusting versions it does not
 *   hear about.
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
  /** A read that began after this server's last write has ended. */
  #fresh = false;
  /** A heartbeat has come back on the current connection. */
  #heard = false;
  #reading = false;
  /** Raised by every write of this server: a read started before it does not make the feed live. */
  #writes = 0;
  readonly #heartbeatId = randomBytes(6).toString('hex');
  #heartbeats = 0;
  /** The heartbeat sent and not yet heard back. */
  #awaiting: { token: string; sentAt: number } | undefined;
  #closed = false;
  readonly #timer: NodeJS.Timeout;
  #backendPid: number | undefined;
  /** How many times the feed has started listening (for tests and diagnostics). */
  listens = 0;

  constructor(options: VersionFeedOptions) {
    this.#options = options;
    this.#timer = setInterval(() => void this.#tick(), HEARTBEAT_INTERVAL_MS);
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
    this.#fresh = false;
    this.#settle();
    void this.#read();
  }

  #settle(): void {
    this.#live = this.#fresh && this.#heard && this.#client !== undefined && !this.#closed;
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#settle();
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
      this.#heard = false;
      this.#awaiting = undefined;
      this.listens += 1;
      void this.#beat();
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
    this.#heard = false;
    this.#settle();
    void client.end().catch(() => undefined);
  }

  /** `schema name version`, sent by the trigger on data_versions, or a heartbeat. */
  #notice(payload: string | undefined): void {
    const [schema, name, version] = (payload ?? '').split(' ');
    if (schema !== this.#schema || name === undefined || version === undefined) return;
    if (name === HEARTBEAT) {
      if (version === this.#awaiting?.token) {
        this.#awaiting = undefined;
        this.#heard = true;
        this.#settle();
      }
      return;
    }
    const raised = Number(version);
    if (!Number.isSafeInteger(raised)) return;
    if (this.#arrivedDuringRead) {
      this.#arrivedDuringRead[name] = Math.max(this.#arrivedDuringRead[name] ?? raised, raised);
    }
    if ((this.#known[name] ?? -1) < raised) {
      this.#known = Object.freeze({ ...this.#known, [name]: raised });
    }
  }

  /** Reads every version; fresh again once a read that began after the last write has ended. */
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
          this.#fresh = true;
          this.#settle();
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

  /** Once a second: connect if not connected, read if not fresh, and send or check a heartbeat. */
  async #tick(): Promise<void> {
    if (this.#closed) return;
    const client = this.#client;
    if (client === undefined) {
      await this.#connect();
      return;
    }
    if (!this.#fresh) void this.#read();
    if (this.#awaiting === undefined) {
      await this.#beat();
    } else if (Date.now() - this.#awaiting.sentAt > HEARTBEAT_TIMEOUT_MS) {
      this.#lose(client);
    }
  }

  /** Sends a heartbeat, to come back as a notice on the listening connection. */
  async #beat(): Promise<void> {
    this.#heartbeats += 1;
    const token = `${this.#heartbeatId}-${this.#heartbeats}`;
    this.#awaiting = { token, sentAt: Date.now() };
    // A failure to send is noticed as a heartbeat that does not come back.
    await this.#options
      .announce(`${this.#schema ?? ''} ${HEARTBEAT} ${token}`)
      .catch(() => undefined);
  }
}
