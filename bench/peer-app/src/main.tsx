import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { readCredentials } from './credentials.ts';

const credentials = readCredentials();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    {credentials ? <App {...credentials} /> : <p>Open this app from the bench.</p>}
  </StrictMode>,
);
