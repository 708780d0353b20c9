/**
 * Object bytes on disk: `<dataDir>/storage/<bucket>/<object name>/<version>`. Each upload gets a
 * new version file, written and fsynced before its `storage.objects` row commits, so a committed
 * row always finds its bytes and an overwrite never exposes half a file.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';

export class FileStore {
  constructor(private readonly root: string) {}

  private file(bucket: string, name: string, version: string): string {
    return path.join(this.root, bucket, ...name.split('/'), version);
  }

  /** Writes bytes durably and returns the new version id. */
  async write(bucket: string, name: string, bytes: Uint8Array): Promise<string> {
    const version = randomUUID();
    const target = this.file(bucket, name, version);
    const dir = path.dirname(target);
    await mkdir(dir, { recursive: true });
    const temp = `${target}.tmp`;
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
    const dirHandle = await open(dir, 'r');
    try {
      await dirHandle.sync();
    } finally {
      await dirHandle.close();
    }
    return version;
  }

  async read(
    bucket: string,
    name: string,
    version: string,
  ): Promise<{ stream: ReadStream; size: number } | undefined> {
    const file = this.file(bucket, name, version);
    try {
      const info = await stat(file);
      return { stream: createReadStream(file), size: info.size };
    } catch {
      return undefined;
    }
  }

  async remove(bucket: string, name: string, version: string): Promise<void> {
    await rm(this.file(bucket, name, version), { force: true });
  }
}
