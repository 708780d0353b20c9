/** Holds the app back until its language is settled; English (and the build's HTML) at once. */
import { useSyncExternalStore, type ReactNode } from 'react';
import { languageSettled, onLanguageSettled } from './load-language.ts';

// The build-time HTML is English, whose language is settled before the first render.
const settledForHtml = () => true;

export function LanguageGate({ children }: { children: ReactNode }) {
  const settled = useSyncExternalStore(onLanguageSettled, languageSettled, settledForHtml);
  return settled ? children : null;
}
