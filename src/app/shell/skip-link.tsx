/**
 * The first stop of the keyboard on every signed-in page: past the header and its navigation,
 * to the open conversation or else the page's main content. Shown only while it has focus.
 */
import type { MouseEvent } from 'react';
import { t } from '../../lib/i18n/translate.ts';
import { CONVERSATION_REGION, focusRegion } from '../../lib/focus-target.ts';

const MAIN = 'main';

export function SkipLink({ toConversation }: { toConversation: boolean }) {
  const target = toConversation ? CONVERSATION_REGION : MAIN;
  // Focus moves itself: following the #fragment would only scroll, and would change the address.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // The conversation's region shows once the chat has loaded; until then, the page's content.
    const region = document.getElementById(target) ?? document.getElementById(MAIN);
    if (region) focusRegion(region);
  };
  return (
    <a className="skip-link" href={`#${target}`} onClick={skip}>
      {toConversation ? t('Skip to the conversation') : t('Skip to main content')}
    </a>
  );
}
