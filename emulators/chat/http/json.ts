/** The JSON objects the chat server reads and answers with, and the one check every reader uses. */
export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
