/**
 * The two upload bodies storage-js sends: multipart form data (the file under an empty part
 * name, plus `cacheControl` and optional `metadata` parts) or the raw bytes with their own
 * content type and `cache-control` header.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { storageErrors } from './errors.ts';

export interface UploadedFile {
  bytes: Uint8Array;
  contentType: string;
  cacheControl: string;
}

const DEFAULT_TYPE = 'text/plain;charset=UTF-8';

export async function readUpload(
  headers: IncomingHttpHeaders,
  body: Buffer,
): Promise<UploadedFile> {
  const contentType = headers['content-type'] ?? '';
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': contentType },
      }).formData();
    } catch {
      throw storageErrors.invalidBody('Malformed multipart body');
    }
    let file: File | undefined;
    form.forEach((value) => {
      if (!file && typeof value !== 'string') file = value;
    });
    if (!file) throw storageErrors.noContent();
    const cacheControl = form.get('cacheControl');
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      contentType: file.type || DEFAULT_TYPE,
      cacheControl: `max-age=${typeof cacheControl === 'string' && /^\d+$/.test(cacheControl) ? cacheControl : '3600'}`,
    };
  }
  if (body.length === 0) throw storageErrors.noContent();
  const cache = headers['cache-control'];
  return {
    bytes: new Uint8Array(body),
    contentType: contentType || DEFAULT_TYPE,
    cacheControl: typeof cache === 'string' && cache !== '' ? cache : 'max-age=3600',
  };
}
