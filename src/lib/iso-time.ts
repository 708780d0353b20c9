/** A time as the chat server writes it (ISO 8601), whether the SDK handed a Date or a string. */
export const isoOf = (date: string | Date | null | undefined): string | undefined =>
  date instanceof Date ? date.toISOString() : (date ?? undefined);
