/**
 * Offers a waiting service worker's new version. Accepting activates it and the page reloads once
 * the new worker takes control; dismissing keeps the running version, whose old service worker
 * still serves its own chunks. The page reloads by itself rather than through the plugin, which
 * reloads only a page that a worker already controlled when it loaded: in the visit that first
 * installed Parley, accepting an update did nothing visible.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { t } from '../lib/i18n/translate.ts';
import { controlThisPage } from './control-this-page.ts';

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
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: controlThisPage,
    onRegisterError(error: unknown) {
      console.warn('Service worker registration failed', error);
    },
    // The reload below is the only one.
    onNeedReload: () => undefined,
  });
  const prompt = useRef<HTMLDivElement>(null);
  useReservedSpace(prompt, needRefresh);
  const accept = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    void updateServiceWorker(true);
  };
  if (!needRefresh) return null;
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
        <button type="button" className="button ghost" onClick={() => setNeedRefresh(false)}>
          {t('Later')}
        </button>
        <button type="button" className="button primary" onClick={accept}>
          {t('Reload')}
        </button>
      </div>
    </div>
  );
}
