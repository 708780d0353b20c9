/**
 * The PGlite cluster in a data folder. A new folder starts from a copy of an empty cluster kept
 * in node_modules/.cache (one per PGlite version and extension set), made by the first new
 * database that finds none: PGlite's initdb is most of a new database's start (2.5 s of 2.8 s on
 * a quiet machine, 15 to 20 s on two busy cores), the copy a tenth of a second. The copy is the
 * cluster initdb made, shut down cleanly, as Postgres allows a data directory to be copied; the
 * platform, migrations and seed are then laid on it as on any new database.
 *
 * A cache that cannot be written (a read-only install) leaves initdb to run in the folder itself.
 */
import { randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp';

const EXTENSIONS = { pgcrypto, uuid_ossp };

/** Far longer than initdb takes on the slowest machine seen (about 20 s). */
const MAKING_AT_MOST_MS = 10 * 60_000;

const NODE_MODULES = path.resolve(import.meta.dirname, '../../../node_modules');
const CACHE = path.join(NODE_MODULES, '.cache', 'parley-pgdata');

/** initdb writes PG_VERSION; a folder without it is new, or a first start that was cut short. */
const isCluster = (dir: string): boolean => existsSync(path.join(dir, 'PG_VERSION'));

function pgliteVersion(): string {
  const manifest = path.join(NODE_MODULES, '@electric-sql', 'pglite', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The empty cluster for this PGlite and these extensions, made now if none is kept yet. */
async function emptyCluster(cache: string): Promise<string | undefined> {
  const kept = path.join(
    cache,
    `pglite-${pgliteVersion()}-${Object.keys(EXTENSIONS).sort().join('-')}`,
  );
  if (isCluster(kept)) return kept;
  const making = `${kept}.making-${randomUUID()}`;
  try {
    mkdirSync(cache, { recursive: true });
    await (await PGlite.create(making, { extensions: EXTENSIONS })).close();
    // Atomic: a process that finds it finds all of it. Another process that kept one first wins.
    renameSync(making, kept);
  } catch {
    try {
      rmSync(making, { recursive: true, force: true });
    } catch {
      // Nothing was made where nothing can be written.
    }
    if (!isCluster(kept)) return undefined;
  }
  // Older versions' clusters, and any a process left half made (one making now is younger).
  for (const other of readdirSync(cache)) {
    const dir = path.join(cache, other);
    if (other === path.basename(kept)) continue;
    // Another process pruning at the same time may have removed it since the listing.
    const made = other.includes('.making-')
      ? statSync(dir, { throwIfNoEntry: false })?.mtimeMs
      : undefined;
    if (made !== undefined && Date.now() - made < MAKING_AT_MOST_MS) continue;
    rmSync(dir, { recursive: true, force: true });
  }
  return kept;
}

/**
 * Opens the cluster in `pgdata`, making it first when the folder holds none. `created` tells the
 * caller to seed it. `cache`: where empty clusters are kept.
 */
export async function openCluster(
  pgdata: string,
  cache = CACHE,
): Promise<{ pg: PGlite; created: boolean }> {
  const created = !isCluster(pgdata);
  if (created) {
    const empty = await emptyCluster(cache);
    rmSync(pgdata, { recursive: true, force: true });
    if (empty) {
      // Copied beside it and renamed, so a start cut short never leaves half a cluster.
      const copying = `${pgdata}.copying`;
      rmSync(copying, { recursive: true, force: true });
      cpSync(empty, copying, { recursive: true });
      renameSync(copying, pgdata);
    } else {
      mkdirSync(pgdata, { recursive: true });
    }
  }
  return { pg: await PGlite.create(pgdata, { extensions: EXTENSIONS }), created };
}
