/**
 * Storage's one error type and its wire form. Storage renders `{statusCode, error, message}`
 * with `statusCode` as a string carrying the real status, while the HTTP status itself is 400
 * for every client error (500 stays 500), which is what supabase-js's StorageApiError reads.
 */
import type { ServerResponse } from 'node:http';
import { sendJson } from '../../shared/http.ts';

export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly httpStatus = statusCode >= 500 ? 500 : 400,
  ) {
    super(message);
  }
}

export const storageErrors = {
  notFound: () => new StorageError(404, 'not_found', 'Object not found'),
  bucketNotFound: () => new StorageError(404, 'Bucket not found', 'Bucket not found'),
  duplicate: () => new StorageError(409, 'Duplicate', 'The resource already exists'),
  accessDenied: (message: string) => new StorageError(403, 'Unauthorized', message),
  tooLarge: () =>
    new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMime: (mime: string) =>
    new StorageError(415, 'invalid_mime_type', `mime type ${mime} is not supported`),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: () => new StorageError(400, 'InvalidSignature', 'Invalid signature'),
  expiredSignature: () => new StorageError(400, 'ExpiredToken', 'The provided token has expired.'),
  noContent: () => new StorageError(400, 'InvalidRequest', 'No content provided'),
  invalidBody: (message: string) => new StorageError(400, 'InvalidRequest', message),
  missingParameter: (name: string) =>
    new StorageError(400, 'MissingParameter', `Missing Required Parameter ${name}`),
  routeNotFound: (method: string, path: string) =>
    new StorageError(404, 'Not Found', `Route ${method}:${path} not found`, 404),
  internal: () => new StorageError(500, 'Internal', 'Internal Server Error'),
};

export function sendStorageError(res: ServerResponse, error: StorageError): void {
  sendJson(res, error.httpStatus, {
    statusCode: String(error.statusCode),
    error: error.error,
    message: error.message,
  });
}
