/**
 * Reads the `[auth]` and `[auth.email]` settings of the project's `supabase/config.toml`, so the
 * embedded Auth behaves as `supabase start` would with the same file. Only the TOML the CLI's
 * template uses is understood (tables, `key = value` with strings, numbers, booleans and
 * arrays); a setting we use with a value of the wrong type stops start-up naming it.
 */
import { readFileSync } from 'node:fs';
import type { AuthSettings } from './settings.ts';

type TomlValue = string | number | boolean | TomlValue[];

export class AuthConfigError extends Error {}

export function readAuthSettings(configPath: string): Partial<AuthSettings> {
  let text: string;
  try {
    text = readFileSync(configPath, 'utf8');
  } catch {
    return {};
  }
  return authSettingsFromToml(text, configPath);
}

export function authSettingsFromToml(text: string, source: string): Partial<AuthSettings> {
  const tables = parseTables(text, source);
  const auth = tables.get('auth') ?? new Map<string, TomlValue>();
  const email = tables.get('auth.email') ?? new Map<string, TomlValue>();
  const settings: Partial<AuthSettings> = {};
  const read = <K extends keyof AuthSettings>(
    table: Map<string, TomlValue>,
    tableName: string,
    key: string,
    field: K,
    check: (value: TomlValue) => value is AuthSettings[K] & TomlValue,
  ): void => {
    const value = table.get(key);
    if (value === undefined) return;
    if (!check(value)) {
      throw new AuthConfigError(`${source}: [${tableName}] ${key} has the wrong type`);
    }
    settings[field] = value;
  };
  const isNumber = (v: TomlValue): v is number => typeof v === 'number' && v >= 0;
  const isBoolean = (v: TomlValue): v is boolean => typeof v === 'boolean';
  const isStrings = (v: TomlValue): v is string[] =>
    Array.isArray(v) && v.every((item) => typeof item === 'string');
  read(auth, 'auth', 'jwt_expiry', 'jwtExpiry', isNumber);
  read(auth, 'auth', 'minimum_password_length', 'minimumPasswordLength', isNumber);
  read(auth, 'auth', 'enable_signup', 'enableSignup', isBoolean);
  read(auth, 'auth', 'enable_anonymous_sign_ins', 'enableAnonymousSignIns', isBoolean);
  read(auth, 'auth', 'refresh_token_reuse_interval', 'refreshTokenReuseInterval', isNumber);
  read(auth, 'auth', 'additional_redirect_urls', 'additionalRedirectUrls', isStrings);
  read(email, 'auth.email', 'enable_confirmations', 'enableConfirmations', isBoolean);
  read(email, 'auth.email', 'double_confirm_changes', 'doubleConfirmChanges', isBoolean);
  read(email, 'auth.email', 'otp_expiry', 'emailOtpExpiry', isNumber);
  return settings;
}

function parseTables(text: string, source: string): Map<string, Map<string, TomlValue>> {
  const tables = new Map<string, Map<string, TomlValue>>();
  let current = new Map<string, TomlValue>();
  tables.set('', current);
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    let line = stripComment(lines[i] as string).trim();
    if (line === '') continue;
    const header = /^\[([A-Za-z0-9_.-]+)\]$/.exec(line);
    if (header) {
      current = tables.get(header[1] as string) ?? new Map<string, TomlValue>();
      tables.set(header[1] as string, current);
      continue;
    }
    const eq = line.indexOf('=');
    if (eq < 0) throw new AuthConfigError(`${source}:${i + 1}: expected key = value`);
    const key = line.slice(0, eq).trim();
    let raw = line.slice(eq + 1).trim();
    // Arrays may span lines until their closing bracket.
    while (raw.startsWith('[') && !balanced(raw) && i + 1 < lines.length) {
      line = stripComment(lines[++i] as string).trim();
      raw += ` ${line}`;
    }
    const value = parseValue(raw);
    if (value !== undefined) current.set(key, value);
  }
  return tables;
}

/** Calls `visit` with each character outside quoted strings until it returns true. */
function scanUnquoted(text: string, visit: (c: string, index: number) => boolean | void): void {
  let quote: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'") quote = c;
    else if (visit(c, i) === true) return;
  }
}

function stripComment(line: string): string {
  let end = line.length;
  scanUnquoted(line, (c, i) => {
    if (c !== '#') return false;
    end = i;
    return true;
  });
  return line.slice(0, end);
}

function balanced(raw: string): boolean {
  return (raw.match(/\[/g) ?? []).length <= (raw.match(/\]/g) ?? []).length;
}

/** A value, or undefined for forms the CLI template doesn't use (inline tables, dates). */
function parseValue(raw: string): TomlValue | undefined {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (/^[+-]?\d[\d_]*(\.\d+)?$/.test(raw)) return Number(raw.replaceAll('_', ''));
  if (raw.startsWith("'") && raw.endsWith("'") && raw.length >= 2) return raw.slice(1, -1);
  if (raw.startsWith('"') && raw.endsWith('"') && raw.length >= 2) {
    try {
      return JSON.parse(raw) as string;
    } catch {
      return undefined;
    }
  }
  if (raw.startsWith('[') && raw.endsWith(']')) {
    const inner = raw.slice(1, -1).trim();
    if (inner === '') return [];
    const items = splitTopLevel(inner).map((item) => parseValue(item.trim()));
    return items.every((item) => item !== undefined) ? (items as TomlValue[]) : undefined;
  }
  return undefined;
}

function splitTopLevel(inner: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  scanUnquoted(inner, (c, i) => {
    if (c === '[') depth++;
    else if (c === ']') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(inner.slice(start, i));
      start = i + 1;
    }
  });
  const last = inner.slice(start);
  if (last.trim() !== '') parts.push(last);
  return parts;
}
