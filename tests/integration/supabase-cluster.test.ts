/**
 * The backend's PGlite cluster in a data folder (emulators/supabase/db/cluster.ts): a new folder
 * is a copy of the empty cluster kept in the cache, made once by the first new folder (a copy
 * shares the kept cluster's system identifier, which initdb draws afresh); a folder's own cluster
 * is opened as it is; several new folders at once keep one; an older kept cluster goes, as does
 * one a process left half made; a first start cut short is started again whole; a cache that cannot be written leaves initdb
 * to run in the folder.
 */
import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openCluster } from '../../emulators/supabase/db/cluster.ts';
import { removeDataDir, tempDataDir } from '../support/stack.ts';

const work = tempDataDir('parley-cluster-');
afterAll(() => removeDataDir(work));

async function systemId(pg: PGlite): Promise<string> {
  const { rows } = await pg.query<{ id: string }>(
    'select system_identifier::text as id from pg_control_system()',
  );
  return rows[0]?.id ?? '';
}

/** Opens the cluster, reads what the test needs, and closes it. */
async function opened<T>(pgdata: string, cache: string, read: (pg: PGlite) => Promise<T>) {
  const { pg, created } = await openCluster(pgdata, cache);
  try {
    return { created, value: await read(pg) };
  } finally {
    await pg.close();
  }
}

describe('a data folder with no cluster', () => {
  const cache = path.join(work, 'cache');

  it('is a copy of the empty cluster kept in the cache, made by the first such folder', async () => {
    const first = await opened(path.join(work, 'a'), cache, systemId);
    const second = await opened(path.join(work, 'b'), cache, systemId);
    expect(first.created && second.created).toBe(true);
    expect(second.value).toBe(first.value);
    const kept = readdirSync(cache);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^pglite-\d+\.\d+\.\d+-pgcrypto-uuid_ossp$/);
  }, 120_000);

  it("keeps what is written in a folder's own cluster, which it opens as it is", async () => {
    const pgdata = path.join(work, 'kept');
    const write = await opened(pgdata, cache, async (pg) => {
      await pg.exec('create table notes (body text); insert into notes values ($$still here$$)');
      return systemId(pg);
    });
    const again = await opened(pgdata, cache, async (pg) => ({
      id: await systemId(pg),
      rows: (await pg.query<{ body: string }>('select body from notes')).rows,
    }));
    expect(again.created).toBe(false);
    expect(again.value).toEqual({ id: write.value, rows: [{ body: 'still here' }] });
    // The kept empty cluster is untouched by what a copy holds.
    const fresh = await opened(path.join(work, 'fresh'), cache, (pg) =>
      pg.query(`select to_regclass('public.notes') as notes`),
    );
    expect(fresh.value.rows).toEqual([{ notes: null }]);
  }, 120_000);

  it('starts whole where a first start was cut short', async () => {
    const pgdata = path.join(work, 'cut-short');
    mkdirSync(pgdata, { recursive: true });
    writeFileSync(path.join(pgdata, 'postgresql.conf'), 'half written');
    const { created, value } = await opened(pgdata, cache, (pg) => pg.query('select 1 as one'));
    expect(created).toBe(true);
    expect(value.rows).toEqual([{ one: 1 }]);
  }, 120_000);
});

describe('the empty cluster kept in the cache', () => {
  it('is made once by new folders starting together, and replaces older and half-made ones', async () => {
    const cache = path.join(work, 'together');
    mkdirSync(path.join(cache, 'pglite-0.0.1-pgcrypto-uuid_ossp'), { recursive: true });
    const leftOver = path.join(cache, 'pglite-0.0.1-pgcrypto-uuid_ossp.making-left');
    mkdirSync(leftOver);
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(leftOver, anHourAgo, anHourAgo);
    const ids = await Promise.all(
      ['x', 'y'].map((name) => opened(path.join(work, `together-${name}`), cache, systemId)),
    );
    expect(ids.every(({ created }) => created)).toBe(true);
    const kept = readdirSync(cache);
    expect(kept).toHaveLength(1);
    expect(kept[0]).not.toContain('0.0.1');
    // Each folder has a whole cluster, its own or a copy of the one kept.
    const again = await opened(path.join(work, 'together-after'), cache, systemId);
    expect(ids.map(({ value }) => value)).toContain(again.value);
  }, 180_000);

  it('leaves initdb to run in the folder when the cache cannot be written', async () => {
    const blocker = path.join(work, 'not-a-folder');
    writeFileSync(blocker, '');
    const { created, value } = await opened(
      path.join(work, 'uncached'),
      path.join(blocker, 'cache'),
      (pg) => pg.query('select 1 as one'),
    );
    expect(created).toBe(true);
    expect(value.rows).toEqual([{ one: 1 }]);
  }, 120_000);
});
