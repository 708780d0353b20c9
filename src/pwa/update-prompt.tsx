/**
 * Offers a waiting service worker's new version (service-worker-updates.ts). Accepting activates
 * it and the page reloads once the new worker takes control; dismissing keeps the running
 * version, whose old service worker still serves its own chunks. A chunk of its own, loaded once
 * a version waits.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { t } from '../lib/i18n/translate.ts';
import { acceptUpdate, dismissUpdate } from './service-worker-updates.ts';

/**
 * The room the prompt takes at the bottom of the window, as `--update-prompt-space` on the page's
 * root while it shows: the pages end above it (app.css, shell.css, chat.css), so it never hides
 * the control that has keyboard focus (WCAG 2.4.11); it sits over nothing but the page's end.
 */
function useReservedSpace(prompt: RefObject<HTMLElement | null>, shown: boolean): void {
  useLayoutEffect(() => {
    const element = prompt.current;
    if (!shown || !element) return undefined;
    const root = document.documentElement;
    const measure = () => {
      const space = Math.ceil(window.innerHeight - element.getBoundingClientRect().top);
      root.style.setProperty('--update-prompt-space', `${Math.max(space, 0)}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty('--update-prompt-space');
    };
  }, [prompt, shown]);
}

export function UpdatePrompt() {
  const prompt = useRef<HTMLDivElement>(null);
  useReservedSpace(prompt, true);
  return (
    <div
      ref={prompt}
      className="update-prompt"
      role="alertdialog"
      aria-labelledby="update-title"
      aria-describedby="update-text"
    >
      <p id="update-title" className="update-title">
        {t('A new version of Parley is ready')}
      </p>
      <p id="update-text">{t('Reload to start using it, or keep going and update later.')}</p>
      <div className="update-actions">
        <button type="button" className="button ghost" onClick={dismissUpdate}>
          {t('Later')}
        </button>
        <button type="button" className="button primary" onClick={acceptUpdate}>
          {t('Reload')}
        </button>
      </div>
    </div>
  );
}
