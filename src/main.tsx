import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig } from './config/load-config.ts';
import { App } from './app/app.tsx';
import { ConfigErrorScreen } from './app/config-error-screen.tsx';
import { startSession } from './features/session/session-store.ts';
import { prefetchChatWhenIdle } from './app/prefetch-chat.ts';
import './app/app.css';

const root = createRoot(document.getElementById('root') as HTMLElement);
const result = loadConfig();

if (!result.ok) {
  root.render(<ConfigErrorScreen error={result.error} />);
} else {
  startSession();
  prefetchChatWhenIdle();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
