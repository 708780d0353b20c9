/**
 * The signed-in person's notification choices as this page holds them: read once per user, known
 * at once to code that must decide without waiting (the in-app notifier), told to whoever listens
 * when they change, and changed only once the server has kept them (a setting shown as saved is
 * saved on every device of theirs and for the push sender).
 */
import { listeners } from '../../lib/listeners.ts';

/** 'direct': direct messages (conversations of two) and mentions; 'all': every message. */
export type NotificationLevel = 'direct' | 'all' | 'off';

export interface NotificationChoices {
  level: NotificationLevel;
  /** Whether a notification carries the message's words, or only "New message". */
  showText: boolean;
}

/** No row in notification_settings: the person never turned notifications on. */
export const NO_CHOICES: NotificationChoices = { level: 'off', showText: true };

/** What turning notifications on chooses, as the table's defaults do. */
export const FIRST_CHOICES: NotificationChoices = { level: 'direct', showText: true };

export interface ChoicesState {
  userId: string | null;
  choices: NotificationChoices;
  /** The server's row (or its absence) was read for userId; until then choices are NO_CHOICES. */
  loaded: boolean;
}

/** The store's reach: read a user's row (null when none), write one. Both throw on failure. */
export interface ChoicesStorage {
  read(userId: string): Promise<NotificationChoices | null>;
  write(userId: string, choices: NotificationChoices): Promise<void>;
}

export interface ChoicesHolder {
  state(): ChoicesState;
  onChange(listener: () => void): () => void;
  /** Reads the user's choices (again); a failed read leaves them unknown and rethrows. */
  load(userId: string): Promise<NotificationChoices>;
  /** Keeps `choices` on the server, then holds them; a failed save changes nothing and rethrows. */
  save(choices: NotificationChoices): Promise<void>;
  /** Nobody signed in: nothing of the last person's choices stays. */
  clear(): void;
}

const EMPTY: ChoicesState = { userId: null, choices: NO_CHOICES, loaded: false };

export function choicesHolder(storage: ChoicesStorage): ChoicesHolder {
  let state = EMPTY;
  const changed = listeners();
  const publish = (next: ChoicesState) => {
    state = next;
    changed.tell();
  };
  return {
    state: () => state,
    onChange: (listener) => changed.add(listener),
    async load(userId) {
      if (state.userId !== userId) publish({ ...EMPTY, userId });
      const choices = (await storage.read(userId)) ?? NO_CHOICES;
      // A sign-out or another user's sign-in while reading: this answer is nobody's any more.
      if (state.userId === userId) publish({ userId, choices, loaded: true });
      return choices;
    },
    async save(choices) {
      const { userId } = state;
      if (!userId) throw new Error('Nobody is signed in');
      await storage.write(userId, choices);
      if (state.userId === userId) publish({ userId, choices, loaded: true });
    },
    clear() {
      if (state !== EMPTY) publish(EMPTY);
    },
  };
}

/** A row as PostgREST returns it, checked: anything unexpected counts as notifications off. */
export function choicesFromRow(row: unknown): NotificationChoices | null {
  if (!row || typeof row !== 'object') return null;
  const { level, show_text: showText } = row as Record<string, unknown>;
  return {
    level: level === 'direct' || level === 'all' ? level : 'off',
    showText: showText !== false,
  };
}
