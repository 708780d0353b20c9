/**
 * The device copy's batches: the SDK treats a batch as an opaque list it concatenates and
 * hands back, so an entry here is `[name, [op]]` with the op a function run inside the one
 * readwrite transaction of `executeSqlBatch`.
 */
import type { ExecuteBatchDBQueriesType, PrepareBatchDBQueries } from 'stream-chat';
import type { ChatTx } from './schema.ts';

export type Mutation = (tx: ChatTx) => Promise<void>;

export interface Op {
  run: Mutation;
  /** Cids whose messages the op added, trimmed to the cache limits in the same transaction. */
  touched?: string[];
}

export const op = (name: string, run: Mutation, touched?: string[]): PrepareBatchDBQueries => [
  name,
  [{ run, touched } satisfies Op],
];

export function opsOf(queries: ExecuteBatchDBQueriesType): Op[] {
  return queries.flatMap((q) =>
    ((q[1] ?? []) as unknown[]).filter(
      (x): x is Op => typeof x === 'object' && x !== null && 'run' in x,
    ),
  );
}
