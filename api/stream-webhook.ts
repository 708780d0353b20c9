/** Vercel function: POST /api/stream-webhook, Stream's webhook to Web Push (api/_lib/webhook/webhook-handler.ts). */
import { functionEntry } from './_lib/http/entry.ts';
import { createWebhookHandler } from './_lib/webhook/webhook-handler.ts';

export default functionEntry('stream-webhook', (config) => createWebhookHandler(config));
