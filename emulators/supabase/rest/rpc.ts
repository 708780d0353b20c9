/**
 * `POST /rest/v1/rpc/{function}`: PostgREST's stored function call, for functions of the exposed
 * schema called with named arguments in a JSON object (supabase-js's `rpc(name, args)`). The
 * function is found by its name and its arguments' names, as PostgREST resolves overloads; the
 * arguments reach it through `json_to_record` with the types the catalog declares, so a value is
 * always data. A set-returning function answers a JSON array, any other its one value, a `void`
 * one 204. Execution is the caller's role, so EXECUTE grants decide who may call it.
 */
import type { Database, JwtClaims } from '../db/database.ts';
import { EXPOSED_SCHEMA, quoteIdent } from './catalog.ts';
import { invalidJson, PostgrestError } from './errors.ts';

interface FunctionInfo {
  argNames: string[];
  argTypes: string[];
  returnsSet: boolean;
  returnType: string;
}

export interface RpcReply {
  status: number;
  body?: string;
}

async function findFunction(
  db: Database,
  name: string,
  argNames: readonly string[],
): Promise<FunctionInfo | undefined> {
  const candidates = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      arg_names: string[] | null;
      arg_modes: string[] | null;
      arg_types: string[];
      returns_set: boolean;
      return_type: string;
    }>(
      `select p.proargnames as arg_names, p.proargmodes::text[] as arg_modes,
              array(select format_type(t, null) from unnest(p.proargtypes) as t) as arg_types,
              p.proretset as returns_set, format_type(p.prorettype, null) as return_type
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = $1 and p.proname = $2 and p.prokind = 'f'`,
      [EXPOSED_SCHEMA, name],
    );
    return rows;
  });
  const wanted = [...argNames].sort().join('\u0000');
  for (const row of candidates) {
    // proargnames lists every argument, IN and OUT; proargtypes the IN ones, in order.
    const inNames = (row.arg_names ?? []).filter((_, i) => {
      const mode = row.arg_modes?.[i] ?? 'i';
      return mode === 'i' || mode === 'b';
    });
    if (inNames.length !== row.arg_types.length || inNames.some((n) => n === '')) continue;
    if ([...inNames].sort().join('\u0000') !== wanted) continue;
    return {
      argNames: inNames,
      argTypes: row.arg_types,
      returnsSet: row.returns_set,
      returnType: row.return_type,
    };
  }
  return undefined;
}

function notFound(name: string, argNames: readonly string[]): PostgrestError {
  const qualified = `${EXPOSED_SCHEMA}.${name}`;
  const sorted = [...argNames].sort();
  return sorted.length === 0
    ? new PostgrestError(
        404,
        'PGRST202',
        `Could not find the function ${qualified} without parameters in the schema cache`,
        `Searched for the function ${qualified} without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      )
    : new PostgrestError(
        404,
        'PGRST202',
        `Could not find the function ${qualified}(${sorted.join(', ')}) in the schema cache`,
        `Searched for the function ${qualified} with parameters ${sorted.join(', ')} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      );
}

export async function callFunction(
  db: Database,
  claims: JwtClaims | null,
  name: string,
  payload: unknown,
): Promise<RpcReply> {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw invalidJson();
  }
  const args = payload as Record<string, unknown>;
  const info = await findFunction(db, name, Object.keys(args));
  if (!info) throw notFound(name, Object.keys(args));
  const fn = `${quoteIdent(EXPOSED_SCHEMA)}.${quoteIdent(name)}`;
  const named = info.argNames.map((arg) => `${quoteIdent(arg)} := pgrst_args.${quoteIdent(arg)}`);
  // Types are the catalog's own format_type text, never request text.
  const record = info.argNames.map((arg, i) => `${quoteIdent(arg)} ${info.argTypes[i]}`);
  const source =
    info.argNames.length === 0
      ? `${fn}() as pgrst_call`
      : `json_to_record($1::json) as pgrst_args(${record.join(', ')}), lateral ${fn}(${named.join(', ')}) as pgrst_call`;
  const select =
    info.returnType === 'void'
      ? `select null::text as body from ${source}`
      : info.returnsSet
        ? `select coalesce(json_agg(pgrst_call), '[]')::text as body from ${source}`
        : `select to_json(pgrst_call)::text as body from ${source}`;
  const params = info.argNames.length === 0 ? [] : [JSON.stringify(args)];
  return db.asRole(claims, async (tx) => {
    const { rows } = await tx.queryText<{ body: string | null }>(select, params);
    if (info.returnType === 'void') return { status: 204 };
    return { status: 200, body: rows[0]?.body ?? 'null' };
  });
}
