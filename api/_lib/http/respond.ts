/** The one error shape every function answers with: `{"error": code, "message": text}`. */
import type { VercelResponse } from '@vercel/node';

export function sendError(
  res: VercelResponse,
  status: number,
  error: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.status(status).json({ error, message });
}
