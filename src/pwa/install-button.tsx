/** "Install Parley", shown only while the browser holds a `beforeinstallprompt` for the app. */
import { useSyncExternalStore } from 'react';
import { t } from '../lib/i18n/translate.ts';
import { listeners } from '../lib/listeners.ts';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const viewers = listeners();
const notify = (): void => viewers.tell();

// Absent when the sign-in page is rendered to HTML at build time (scripts/vite-plugins/prerender-sign-in.ts).
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's mini-infobar away; the app offers installing in its own words.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

function subscribe(viewer: () => void): () => void {
  return viewers.add(viewer);
}

export function InstallButton({
  className = 'button ghost install-button',
}: {
  className?: string;
}) {
  // On the server (the build-time HTML) there is never a prompt: the button renders nothing.
  const prompt = useSyncExternalStore(
    subscribe,
    () => deferred,
    () => null,
  );
  if (!prompt) return null;
  async function install() {
    if (!prompt) return;
    await prompt.prompt();
    await prompt.userChoice;
    deferred = null;
    notify();
  }
  return (
    <button type="button" className={className} onClick={install}>
      {t('Install Parley')}
    </button>
  );
}
