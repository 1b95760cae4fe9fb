import { messages, parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * Server-side prepared statements for PGlite, as node-postgres's named queries give PostgreSQL in distributed mode.
 *
 * PGlite's `query()` sends every statement as an unnamed one, in six protocol calls into the WASM PostgreSQL (Parse,
 * Describe, Bind, Describe, Execute, Sync), so PostgreSQL parses, analyses and plans it on every call; planning reads
 * the size of every table and index the statement touches, an `lseek` that PGlite's Node file system turns into an
 * `fstat` system call. On the embedded `me` read path that was over half of the host's CPU
 * (services/embedded-host/bench/README.md). Here a statement text is parsed once into a named statement of the one
 * PGlite connection (Parse + Describe), and each call is one protocol call (Bind + Execute + Sync); after five
 * executions PostgreSQL keeps a generic plan and stops planning it. That plan is costed with the tables' sizes of
 * the moment, and PGlite runs no autovacuum (no ANALYZE to invalidate it): a plan made on the snapshot's empty tables
 * would seq-scan 100,000 users for good (7 ms a `me` against 0.5). So a statement lives `STATEMENT_MAX_AGE_MS` at
 * most, then is prepared anew and planned on the sizes of its day.
 *
 * The answer is PGlite's own (`parse.parseResults` with the instance's parsers, the statement's row description in
 * place of the per-call one), and so are its errors (the DatabaseError with `query`, `params` and `queryOptions`).
 * The instance's own queries go this way under the same locks as `query()`, and so do its transactions' queries
 * under the locks of `tx.query` (`queryInTransaction`); only plain ones: with parameters, without `paramTypes` or a
 * `blob`.
 */

/** Statements kept per PGlite; the least recently used is closed beyond this. */
export const PGLITE_STATEMENT_CACHE_SIZE = 100;
/** How long a statement (and its plan) is reused before it is prepared again on the tables as they are then. */
export const STATEMENT_MAX_AGE_MS = 30_000;

/**
 * A named statement that cannot run as it was prepared, refused before anything ran: gone (DEALLOCATE, DISCARD), its
 * result's columns changed, or its parameter types fixed at Parse no longer those of the tables (a column's type
 * changed, a type dropped and made again: 42xxx, XX000 cache lookup, 22P02 at Bind). The call is made again once
 * with a fresh statement, which answers as PGlite's query() would.
 */
function stale(error: messages.DatabaseError, name: string): boolean {
  if (error.code === '26000') return error.message.includes(`"${name}"`);
  if (error.code === '0A000') return error.message === 'cached plan must not change result type';
  return error.code?.startsWith('42') === true || error.code === '22P02' || (error.code === 'XX000' && error.message.startsWith('cache lookup failed'));
}

interface Statement {
  name: string;
  /** The parameters' type OIDs, as PostgreSQL inferred them (Describe's ParameterDescription). */
  paramTypes: number[];
  /** The result's columns (Describe's RowDescription), or none for a statement that returns no rows. */
  rowDescription: messages.RowDescriptionMessage | undefined;
  preparedAt: number;
}

const caches = new WeakMap<PGlite, PreparedStatements>();
/**
 * Statement names are unique in the process, so two caches on one PGlite (tests make some) never collide, and carry
 * a random part, so two copies of this module on one PGlite do not either.
 */
const NAME_PREFIX = `ecp_${Math.random().toString(36).slice(2, 8)}_`;
let named = 0;

/** The statement cache of this PGlite (one per instance: named statements belong to its one connection). */
export function preparedStatementsOf(pglite: PGlite): PreparedStatements {
  let cache = caches.get(pglite);
  if (!cache) caches.set(pglite, (cache = new PreparedStatements(pglite)));
  return cache;
}

/** Whether `query(text, params, options)` may run as a cached named statement. */
export function preparable(params: unknown[] | undefined, options: QueryOptions | undefined): params is unknown[] {
  return params !== undefined && params.length > 0 && !options?.paramTypes && !options?.blob;
}

export class PreparedStatements {
  /** By statement text; a Map iterates in insertion order, so its first entry is the least recently used. */
  private readonly statements = new Map<string, Statement>();
  /** Names of statements dropped as stale, closed with the next Parse (Close of a name that is gone is no error). */
  private readonly closing: string[] = [];

  constructor(
    /** Its `_`-prefixed members are public: the locks and readiness check its own `query()` goes through. */
    private readonly pglite: PGlite,
    private readonly capacity = PGLITE_STATEMENT_CACHE_SIZE,
    private readonly maxAgeMs = STATEMENT_MAX_AGE_MS,
  ) {
    if (capacity < 1) throw new RangeError('a statement cache holds at least one statement');
  }

  get size(): number {
    return this.statements.size;
  }

  /** PGlite's `query(text, params, options)`, with the statement prepared once. */
  async query<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await this.pglite._checkReady();
    return this.pglite._runExclusiveTransaction(() =>
      this.pglite._runExclusiveQuery(async () => {
        let result: Results<T>;
        const cached = this.statements.get(text);
        if (cached && Date.now() - cached.preparedAt > this.maxAgeMs) this.forget(text, cached);
        try {
          result = await this.run<T>(text, params, options);
        } catch (error) {
          const statement = this.statements.get(text);
          if (!statement || !(error instanceof messages.DatabaseError)) throw error;
          // A statement that failed is not trusted again: the next call prepares it afresh.
          this.forget(text, statement);
          if (!(statement === cached && stale(error, statement.name))) throw error;
          result = await this.run<T>(text, params, options);
        }
        // As PGlite's query() does after each statement outside a transaction.
        await this.pglite.syncToFs();
        return result;
      }),
    );
  }

  /**
   * The same inside a transaction (`tx.query` of PGlite's `transaction()`, which holds the transaction lock): under the
   * query lock only, with no file-system sync (PGlite syncs at commit), and no second try: a failed statement has
   * aborted the transaction, which fails as it would have. A named statement outlives the transaction that prepared
   * it, committed or rolled back, as PostgreSQL's prepared statements do.
   */
  async queryInTransaction<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.pglite._runExclusiveQuery(async () => {
      const cached = this.statements.get(text);
      if (cached && Date.now() - cached.preparedAt > this.maxAgeMs) this.forget(text, cached);
      try {
        return await this.run<T>(text, params, options);
      } catch (error) {
        const statement = this.statements.get(text);
        if (statement && error instanceof messages.DatabaseError) this.forget(text, statement);
        throw error;
      }
    });
  }

  /** Drops a statement from the cache; it is closed with the next Parse (Close of a name that is gone is no error). */
  private forget(text: string, statement: Statement): void {
    this.statements.delete(text);
    this.closing.push(statement.name);
  }

  private async run<T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const statement = this.statements.get(text) ?? (await this.prepare(text, params, options));
    // Most recently used last.
    this.statements.delete(text);
    this.statements.set(text, statement);
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const serialize = options?.serializers?.[oid] ?? this.pglite.serializers[oid];
      return serialize ? (serialize(param) as string) : (param as { toString(): string }).toString();
    });
    const replies = await this.call(
      concat(protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute({}), protocol.serialize.sync()),
      text,
      params,
      options,
    );
    const described = statement.rowDescription ? [statement.rowDescription, ...replies] : replies;
    return parse.parseResults(described, this.pglite.parsers, options)[0] as Results<T>;
  }

  /** Parses `text` into a new named statement (closing the least recently used beyond capacity). */
  private async prepare(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Statement> {
    while (this.statements.size >= this.capacity) {
      const [oldest, { name }] = this.statements.entries().next().value!;
      this.statements.delete(oldest);
      this.closing.push(name);
    }
    const closing = this.closing.splice(0);
    const parts = closing.map((name) => protocol.serialize.close({ type: 'S', name }));
    const name = `${NAME_PREFIX}${(named += 1)}`;
    parts.push(protocol.serialize.parse({ name, text }), protocol.serialize.describe({ type: 'S', name }), protocol.serialize.sync());
    let replies: messages.BackendMessage[];
    try {
      replies = await this.call(concat(...parts), text, params, options);
    } catch (error) {
      // Refused as a whole (in an aborted transaction): close those next time (closing a name twice is no error).
      this.closing.push(...closing);
      throw error;
    }
    const parameters = replies.find((reply): reply is messages.ParameterDescriptionMessage => reply instanceof messages.ParameterDescriptionMessage);
    const rowDescription = replies.find((reply): reply is messages.RowDescriptionMessage => reply instanceof messages.RowDescriptionMessage);
    return { name, paramTypes: parameters?.dataTypeIDs ?? [], rowDescription, preparedAt: Date.now() };
  }

  /** One protocol call; a database error is PGlite's query() error (with the query, its params and options). */
  private async call(message: Uint8Array, text: string, params: unknown[], options: QueryOptions | undefined): Promise<messages.BackendMessage[]> {
    try {
      return await this.pglite.execProtocolStream(message, { syncToFs: false, onNotice: options?.onNotice });
    } catch (error) {
      if (error instanceof messages.DatabaseError) Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  }
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}
