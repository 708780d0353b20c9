/**
 * The chat route's code as slots a component renders once loaded (lib/module-slot.ts): the list
 * at start, loaded beside the device's read (chat-start.ts), and the chat screen after it.
 */
import { moduleSlot } from '../lib/module-slot.ts';

/** The list at start, with the SDK's words for it in the reader's language. */
export const startChat = moduleSlot(() =>
  Promise.all([
    import('../features/chat/start/start-chat.tsx'),
    import('../features/chat/start/start-words.ts').then((m) => m.loadStartWords()),
  ]).then(([module, words]) => ({ ...module, words })),
);

/** The chat screen, with the SDK's translation (the screen never suspends for it). */
export const chatScreen = moduleSlot(() =>
  import('./chat-screen/chat-screen.tsx').then(async ({ ChatScreen, chatI18nReady }) => ({
    ChatScreen,
    i18n: await chatI18nReady,
  })),
);
