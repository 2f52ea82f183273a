import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Stores uploaded files under DATA_DIR/files with server-generated keys (never the user's
 * file name), so traversal names cannot reach the disk. An S3 adapter can replace it.
 */
export class FileStore {
  constructor(private readonly root: string) {}

  async put(centreId: string, data: Buffer): Promise<string> {
    const key = `${centreId}/${crypto.randomUUID()}`;
    const file = this.resolve(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data);
    return key;
  }

  get(key: string): Promise<Buffer> {
    return fs.readFile(this.resolve(key));
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }

  async deleteCentre(centreId: string): Promise<void> {
    await fs.rm(this.resolve(centreId), { recursive: true, force: true });
  }

  private resolve(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(path.resolve(this.root) + path.sep)) throw new Error('bad storage key');
    return file;
  }
}
