/**
 * The database the backend opens: the seed's demo users match emulators/demo/users.ts, the
 * migrations are recorded as the Supabase CLI records them and run once (a history naming a
 * migration the folder lacks is refused), and the platform's helpers (auth.uid(), auth.jwt(),
 * storage.foldername()) behave as Supabase's do under asRole.
 */
import { cpSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../emulators/demo/users.ts';
import { AUTH_SCHEMA_SQL } from '../../emulators/supabase/auth/service.ts';
import { openDatabase, type Database } from '../../emulators/supabase/db/database.ts';
import { listMigrations } from '../../emulators/supabase/db/migrations.ts';
import { removeDataDir, repoRoot, tempDataDir } from '../support/stack.ts';
import path from 'node:path';

const dataDir = tempDataDir('parley-schema-');
let db: Database;

beforeAll(async () => {
  const opened = await openDatabase({ dataDir, applySql: [AUTH_SCHEMA_SQL] });
  expect(opened.created).toBe(true);
  db = opened.db;
}, 120_000);

afterAll(async () => {
  await db?.close();
  removeDataDir(dataDir);
});

interface SeededUser {
  id: string;
  email: string;
  password_ok: boolean;
  email_confirmed: boolean;
  identity_provider: string | null;
  first_name: string | null;
  last_name: string | null;
  picture: string | null;
}

describe('seed.sql', () => {
  it('creates exactly the demo users of emulators/demo/users.ts, confirmed, with their password', async () => {
    const rows = await db.transaction(async (tx) => {
      const result = await tx.query<SeededUser>(
        `select u.id::text, u.email,
                u.encrypted_password = crypt($1, u.encrypted_password) as password_ok,
                u.email_confirmed_at is not null as email_confirmed,
                i.provider as identity_provider,
                p.first_name, p.last_name, p.profile_picture_url as picture
           from auth.users u
           left join auth.identities i on i.user_id = u.id
           left join public.user_profiles p on p.user_id = u.id
          order by u.email`,
        [DEMO_USERS[0]?.password],
      );
      return result.rows;
    });
    const expected = [...DEMO_USERS].sort((a, b) => a.email.localeCompare(b.email));
    expect(
      rows.map((row) => ({
        id: row.id,
        email: row.email,
        first: row.first_name,
        last: row.last_name,
      })),
    ).toEqual(
      expected.map((user) => ({
        id: user.id,
        email: user.email,
        first: user.firstName,
        last: user.lastName,
      })),
    );
    for (const row of rows) {
      expect(row).toMatchObject({
        password_ok: true,
        email_confirmed: true,
        identity_provider: 'email',
      });
    }
  });

  it('gives nobody a picture: a picture is an uploaded file, which SQL cannot make', async () => {
    const pictures = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ picture: string | null }>(
        'select profile_picture_url as picture from public.user_profiles',
      );
      return rows.map((row) => row.picture);
    });
    expect(pictures).toEqual(DEMO_USERS.map(() => null));
  });
});

describe('migrations', () => {
  it('records every migration file as the Supabase CLI does', async () => {
    const files = listMigrations(path.join(repoRoot, 'supabase/migrations'));
    expect(files.length).toBeGreaterThan(0);
    const recorded = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ version: string; name: string }>(
        'select version, name from supabase_migrations.schema_migrations order by version',
      );
      return rows;
    });
    expect(recorded).toEqual(files.map((file) => ({ version: file.version, name: file.name })));
  });

  it('does not re-run migrations or the seed when the database is reopened', async () => {
    await db.close();
    const reopened = await openDatabase({ dataDir, applySql: [AUTH_SCHEMA_SQL] });
    db = reopened.db;
    expect(reopened.created).toBe(false);
    const count = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from auth.users');
      return rows[0]?.n;
    });
    expect(count).toBe(DEMO_USERS.length);
  }, 60_000);

  it('refuses a database whose history names a migration the folder no longer has, as `db push` does', async () => {
    const project = tempDataDir('parley-project-');
    const otherData = tempDataDir('parley-history-');
    try {
      cpSync(path.join(repoRoot, 'supabase'), project, { recursive: true });
      writeFileSync(
        path.join(project, 'migrations', '29991231000000_squashed_since.sql'),
        'select 1;',
      );
      const first = await openDatabase({
        dataDir: otherData,
        applySql: [AUTH_SCHEMA_SQL],
        projectDir: project,
      });
      await first.db.close();
      const reopened = openDatabase({ dataDir: otherData, applySql: [AUTH_SCHEMA_SQL] });
      await expect(reopened).rejects.toThrow(
        /Remote migration versions not found in supabase\/migrations directory: 29991231000000\..*npm start -- --reset/,
      );
    } finally {
      removeDataDir(project);
      removeDataDir(otherData);
    }
  }, 120_000);
});

describe('platform helpers under asRole', () => {
  const claims = {
    role: 'authenticated',
    sub: DEMO_USERS[1]!.id,
    email: DEMO_USERS[1]!.email,
    aal: 'aal1',
  };

  it('exposes the JWT to auth.uid(), auth.role(), auth.email() and auth.jwt()', async () => {
    const row = await db.asRole(claims, async (tx) => {
      const { rows } = await tx.query<{
        uid: string;
        role: string;
        email: string;
        aal: string;
        current: string;
      }>(
        `select auth.uid()::text as uid, auth.role() as role, auth.email() as email,
                auth.jwt() ->> 'aal' as aal, current_user as current`,
      );
      return rows[0];
    });
    expect(row).toEqual({
      uid: claims.sub,
      role: 'authenticated',
      email: claims.email,
      aal: 'aal1',
      current: 'authenticated',
    });
  });

  it('runs as anon with no claims, and leaves nothing behind after the transaction', async () => {
    const anon = await db.asRole(null, async (tx) => {
      const { rows } = await tx.query<{ uid: string | null; current: string }>(
        'select auth.uid()::text as uid, current_user as current',
      );
      return rows[0];
    });
    expect(anon).toEqual({ uid: null, current: 'anon' });
    const after = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ current: string; claims: string | null }>(
        `select current_user as current, nullif(current_setting('request.jwt.claims', true), '') as claims`,
      );
      return rows[0];
    });
    expect(after).toEqual({ current: 'postgres', claims: null });
  });

  it("installs pgcrypto and uuid-ossp in Supabase's extensions schema, on the search path", async () => {
    const rows = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ extname: string; schema: string }>(
        `select extname, extnamespace::regnamespace::text as schema from pg_extension
          where extname in ('pgcrypto', 'uuid-ossp') order by extname`,
      );
      await tx.query(
        `select extensions.gen_salt('bf'), crypt('x', gen_salt('bf')), uuid_generate_v4()`,
      );
      return rows;
    });
    expect(rows).toEqual([
      { extname: 'pgcrypto', schema: 'extensions' },
      { extname: 'uuid-ossp', schema: 'extensions' },
    ]);
  });

  it('splits object paths as storage.foldername/filename/extension do', async () => {
    const row = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ folders: string[]; file: string; ext: string }>(
        `select storage.foldername('u1/sub/pic.png') as folders, storage.filename('u1/sub/pic.png') as file,
                storage.extension('u1/sub/pic.png') as ext`,
      );
      return rows[0];
    });
    expect(row).toEqual({ folders: ['u1', 'sub'], file: 'pic.png', ext: 'png' });
  });
});
