import { types, type PGlite, type Transaction } from '@electric-sql/pglite';
import { preparable, preparedStatementsOf } from './pglite-statements.js';

// Drizzle's PGlite driver wants these types' text as it is (it maps the values itself: timestamps, dates,
// intervals, numeric[] and the arrays of the others) and says so on every query, as `options.parsers`. PGlite then
// copies its whole parser table (300+ types once array types are loaded) to merge them in: 40 % of a point query's
// time, the largest single frame of the embedded read path (services/embedded-host/bench/README.md). Set once on
// the instance (`rawTextParsers`), the per-query ones can be left out (`withInstanceParsers`).
const RAW_TEXT_TYPES: readonly number[] = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
const rawText = new Set(RAW_TEXT_TYPES.map(String));
const asText = (value: string) => value;

/** PGlite's `parsers` option: the types Drizzle reads as text, as text on every query of the instance. */
export const rawTextParsers: Record<number, (value: string) => string> = Object.fromEntries(RAW_TEXT_TYPES.map((oid) => [oid, asText]));

type Queryable = Pick<PGlite | Transaction, 'query'>;
type QueryOptions = Parameters<Queryable['query']>[2];

/** The options without `parsers` when they only ask for what the instance already does. */
function withoutRedundantParsers(options: QueryOptions): QueryOptions {
  if (!options?.parsers || !Object.keys(options.parsers).every((oid) => rawText.has(oid))) return options;
  return { ...options, parsers: undefined };
}

/**
 * The client to hand Drizzle, for a PGlite created with `parsers: rawTextParsers`: its queries, and those of the
 * transactions it opens, leave out the parsers the instance already applies. Queries with parameters, the instance's
 * own and its transactions', run as named statements prepared once (pglite-statements.ts). Everything else is the client's own
 * (bound to it: PGlite's private fields do not go through a proxy).
 */
export function withInstanceParsers<T extends PGlite | Transaction>(client: T, owner?: PGlite): T {
  const members = new Map<PropertyKey, unknown>();
  return new Proxy(client, {
    get(target, property) {
      const known = members.get(property);
      if (known !== undefined) return known;
      const member: unknown = Reflect.get(target, property, target);
      if (typeof member !== 'function') return member;
      let wrapped: unknown;
      if (property === 'query' && isInstance(target)) {
        const statements = preparedStatementsOf(target);
        wrapped = (query: string, params?: unknown[], options?: QueryOptions) =>
          preparable(params, options) ? statements.query(query, params, withoutRedundantParsers(options)) : target.query(query, params, withoutRedundantParsers(options));
      } else if (property === 'query' && owner) {
        // A transaction of `owner`: its statements are prepared once too (the write paths: outbox, inbox, upserts).
        const statements = preparedStatementsOf(owner);
        const tx = target as Transaction;
        wrapped = (query: string, params?: unknown[], options?: QueryOptions) =>
          preparable(params, options) && !tx.closed ? statements.queryInTransaction(query, params, withoutRedundantParsers(options)) : tx.query(query, params, withoutRedundantParsers(options));
      } else if (property === 'query') {
        wrapped = (query: string, params?: unknown[], options?: QueryOptions) => target.query(query, params, withoutRedundantParsers(options));
      } else if (property === 'transaction' && 'transaction' in target) {
        wrapped = <R>(callback: (tx: Transaction) => Promise<R>) => target.transaction((tx) => callback(withInstanceParsers(tx, target as PGlite)));
      } else {
        wrapped = (member as (...args: unknown[]) => unknown).bind(target);
      }
      members.set(property, wrapped);
      return wrapped;
    },
  });
}

/** The PGlite itself, not one of its transactions (whose queries run inside its open transaction). */
function isInstance(client: PGlite | Transaction): client is PGlite {
  return 'execProtocolStream' in client;
}
