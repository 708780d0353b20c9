/** Vercel function: POST /api/stream-webhook, Stream's webhook to Web Push (api/_webhook-handler.ts). */
import { functionEntry } from './_entry.ts';
import { createWebhookHandler } from './_webhook-handler.ts';

export default functionEntry('stream-webhook', (config) => createWebhookHandler(config));
