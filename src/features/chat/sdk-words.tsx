/**
 * stream-chat-react's words for what it draws inside, with some of them said otherwise: the SDK
 * reads its labels from the translation in context, so a label it builds from a fixed phrase can
 * be made to say what its control shows (WCAG 2.5.3) without redrawing the control.
 */
import { useMemo, type ReactNode } from 'react';
import {
  TranslationProvider,
  useTranslationContext,
  type TranslationContextValue,
} from 'stream-chat-react';

/** How the SDK calls its translation function. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** By translation key: the words to say instead, given the SDK's own. */
export type Rewording = Readonly<Record<string, (sdkWords: string) => string>>;

export function SdkWords({ reword, children }: { reword: Rewording; children: ReactNode }) {
  const translation = useTranslationContext('SdkWords');
  const value = useMemo(() => {
    const sdkT: Translate = translation.t;
    const t: Translate = (key, options) => {
      const words = sdkT(key, options);
      return reword[key]?.(words) ?? words;
    };
    // i18next brands its function type; this one answers every call as the SDK's does but those
    // reworded.
    return { ...translation, t: t as unknown as TranslationContextValue['t'] };
  }, [translation, reword]);
  return <TranslationProvider value={value}>{children}</TranslationProvider>;
}
