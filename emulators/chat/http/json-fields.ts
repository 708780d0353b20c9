/**
 * Typed readers for the fields of a JSON body (or of an object inside one): each answers Stream's
 * input error when a field has the wrong type, so handlers never read an unchecked value.
 */
import { inputError } from './errors.ts';
import { isObject, type Json } from './json.ts';

export function objectField(body: Json, name: string, required = false): Json | undefined {
  const value = body[name];
  if (value === undefined || value === null) {
    if (required) throw inputError(`${name} is a required field`);
    return undefined;
  }
  if (!isObject(value)) throw inputError(`${name} must be an object`);
  return value;
}

export function stringField(body: Json, name: string, required = false): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) {
    if (required) throw inputError(`${name} is a required field`);
    return undefined;
  }
  if (typeof value !== 'string') throw inputError(`${name} must be a string`);
  return value;
}

export function boolField(body: Json, name: string): boolean | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw inputError(`${name} must be a boolean`);
  return value;
}

export function intField(
  body: Json,
  name: string,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  const raw = body[name];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = typeof raw === 'string' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw inputError(`${name} must be an integer`);
  if (value < min || value > max) throw inputError(`${name} must be between ${min} and ${max}`);
  return value;
}

export function stringArray(body: Json, name: string): string[] | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw inputError(`${name} must be an array of strings`);
  }
  return value as string[];
}

/** Member lists come as ids or as `{user_id}` / `{user: {id}}` objects. */
export function memberIds(body: Json, name: string): string[] | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) throw inputError(`${name} must be an array`);
  return value.map((entry) => {
    if (typeof entry === 'string' && entry.length > 0) return entry;
    if (isObject(entry)) {
      if (typeof entry.user_id === 'string') return entry.user_id;
      if (isObject(entry.user) && typeof entry.user.id === 'string') return entry.user.id;
    }
    throw inputError(`${name} must contain user ids`);
  });
}

/** A partial update's `{set, unset}`: the fields to write, and the names of those to remove. */
export function setUnset(body: Json): { set: Json; unset: string[] } {
  const set = objectField(body, 'set') ?? {};
  const unset = Array.isArray(body.unset) ? body.unset.map(String) : [];
  return { set, unset };
}
