/**
 * The unit level's files run one after another in workers that keep the libraries they loaded
 * (stream-chat, React, TypeScript load once per worker rather than once per file), yet each file
 * starts as if it ran alone: the app's modules load afresh, IndexedDB is a new empty one
 * (fake-indexeddb, and idb and idb-keyval, which keep what they found of it, load afresh with
 * them: vitest.config.ts inlines them), and nothing a previous file stubbed (globals,
 * environment variables, timers) is left. Files that replace or reload modules run alone
 * (files-alone.ts).
 */
import { vi } from 'vitest';

/** What `fake-indexeddb/auto` puts on the global object; a file that wants them imports it. */
const INDEXED_DB_GLOBALS = [
  'indexedDB',
  'IDBCursor',
  'IDBCursorWithValue',
  'IDBDatabase',
  'IDBFactory',
  'IDBIndex',
  'IDBKeyRange',
  'IDBObjectStore',
  'IDBOpenDBRequest',
  'IDBRecord',
  'IDBRequest',
  'IDBTransaction',
  'IDBVersionChangeEvent',
];

vi.resetModules();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
for (const name of INDEXED_DB_GLOBALS) Reflect.deleteProperty(globalThis, name);
