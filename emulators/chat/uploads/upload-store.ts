/**
 * The uploads in the data folder's `uploads/`: each file under a random name, beside its
 * sidecars: `.type` (the media type it is served with), `.owner` (who uploaded it) and `.cid`
 * (the channel it was uploaded to; a standalone upload, or one kept from before channels were
 * recorded, has none). Also counts the bytes each uploader keeps there, for the per-user quota.
 */
import { randomUUID } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

/** What a user may keep by default: ten of the largest uploads the app rules allow (100 MB). */
export const DEFAULT_UPLOAD_QUOTA_MB = 1024;

const SIDECARS = ['type', 'owner', 'cid'] as const;
const SIDECAR = /\.(type|owner|cid)$/;

function add(counts: Map<string, number>, owner: string, bytes: number): void {
  counts.set(owner, (counts.get(owner) ?? 0) + bytes);
}

export interface StoredUpload {
  file: string;
  type: string;
  owner: string | undefined;
  cid: string | undefined;
}

export class UploadStore {
  /** Bytes kept per uploader, counted from the folder on first use. */
  private usage: Map<string, number> | undefined;

  constructor(
    readonly dir: string,
    /** Bytes each user may keep, or false for no limit. */
    readonly quota: number | false,
  ) {}

  /** The file an upload URL's last part names, or undefined for a malformed name or a sidecar. */
  locate(encoded: string): string | undefined {
    let name: string;
    try {
      name = path.basename(decodeURIComponent(encoded));
    } catch {
      return undefined;
    }
    if (!name || name === '.' || name === '..' || SIDECAR.test(name)) return undefined;
    return path.join(this.dir, name);
  }

  read(file: string): StoredUpload | undefined {
    if (!existsSync(file)) return undefined;
    const sidecar = (kind: (typeof SIDECARS)[number]): string | undefined =>
      existsSync(`${file}.${kind}`) ? readFileSync(`${file}.${kind}`, 'utf8').trim() : undefined;
    return {
      file,
      type: sidecar('type') ?? 'application/octet-stream',
      owner: sidecar('owner'),
      cid: sidecar('cid'),
    };
  }

  /** Bytes `owner` keeps. */
  usedBy(owner: string): number {
    return this.counts().get(owner) ?? 0;
  }

  /** Whether `owner` may keep `size` more bytes. */
  fits(owner: string, size: number): boolean {
    return this.quota === false || this.usedBy(owner) + size <= this.quota;
  }

  /** Stores the bytes under a new name, and answers that name. */
  save(
    filename: string,
    data: Buffer,
    meta: { type: string; owner: string; cid: string | undefined },
  ): string {
    // Counted before the write, so that a first count from the folder does not see it twice.
    const counts = this.counts();
    const stored = `${randomUUID()}-${filename}`;
    const file = path.join(this.dir, stored);
    writeFileSync(file, data);
    writeFileSync(`${file}.type`, meta.type);
    writeFileSync(`${file}.owner`, meta.owner);
    if (meta.cid) writeFileSync(`${file}.cid`, meta.cid);
    add(counts, meta.owner, data.length);
    return stored;
  }

  remove(upload: StoredUpload): void {
    const counts = this.counts();
    const size = statSync(upload.file).size;
    for (const part of [upload.file, ...SIDECARS.map((kind) => `${upload.file}.${kind}`)])
      if (existsSync(part)) unlinkSync(part);
    if (upload.owner !== undefined) add(counts, upload.owner, -size);
  }

  private counts(): Map<string, number> {
    if (this.usage) return this.usage;
    this.usage = new Map();
    for (const name of readdirSync(this.dir)) {
      if (!name.endsWith('.owner')) continue;
      const file = path.join(this.dir, name.slice(0, -'.owner'.length));
      if (!existsSync(file)) continue;
      add(this.usage, readFileSync(`${file}.owner`, 'utf8').trim(), statSync(file).size);
    }
    return this.usage;
  }
}
