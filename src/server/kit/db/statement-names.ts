/**
 * Which SQL texts PostgreSQL keeps prepared (pg's named statements). A named statement is parsed
 * and planned once on each connection; later runs send only its values, which saves the database
 * more work than the query itself costs for the small queries a request makes.
 *
 * Only data statements are named, and only once a text has run before: the hot queries repeat on
 * every request, while a text built once (an `in` list of a new length, a multi-row insert) is not
 * kept. At most `limit` texts are named, so a connection never holds more prepared statements than
 * that, however many different texts the server builds.
 */
export class StatementNames {
  readonly #names = new Map<string, string>();
  readonly #seenOnce = new Set<string>();
  readonly #limit: number;

  constructor(limit = 500) {
    this.#limit = limit;
  }

  /** The name to run `text` under, or undefined to run it unnamed. */
  nameFor(text: string): string | undefined {
    const name = this.#names.get(text);
    if (name !== undefined) return name;
    if (this.#names.size >= this.#limit || !DATA_STATEMENT.test(text)) return undefined;
    if (!this.#seenOnce.has(text)) {
      // Texts seen once are forgotten together now and then: their number is not bounded.
      if (this.#seenOnce.size >= SEEN_ONCE_LIMIT) this.#seenOnce.clear();
      this.#seenOnce.add(text);
      return undefined;
    }
    this.#seenOnce.delete(text);
    const named = `nook_${this.#names.size + 1}`;
    this.#names.set(text, named);
    return named;
  }
}

/** Statements that read or write rows, as Kysely writes them; never schema changes. */
const DATA_STATEMENT = /^(select|insert|update|delete|with) /;

const SEEN_ONCE_LIMIT = 10_000;
