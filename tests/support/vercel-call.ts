/**
 * A Vercel function's handler called in process: a response that records what the handler set,
 * read back as one answer. Shared by the functions' unit tests.
 */
import type { VercelApiHandler, VercelRequest, VercelResponse } from '@vercel/node';

export interface Answer {
  status: number;
  /** What the handler sent as JSON; undefined when it sent none. */
  body: unknown;
  headers: Record<string, string>;
}

export async function callHandler(handler: VercelApiHandler, req: VercelRequest): Promise<Answer> {
  const answer: Answer = { status: 0, body: undefined, headers: {} };
  const res = {
    setHeader(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: unknown) {
      answer.body = body;
      return res;
    },
    end() {
      return res;
    },
  };
  await handler(req, res as unknown as VercelResponse);
  return answer;
}
