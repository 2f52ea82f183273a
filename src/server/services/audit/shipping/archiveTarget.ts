/**
 * AUDIT_ARCHIVE_DIR: the off-system copy as JSON Lines, one file per UTC day of shipping
 * (audit-2026-11-21.jsonl), one event per line in id order. Files are only ever appended to
 * (O_APPEND), and each batch is on disk (fsync) before the shipping position moves past it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ShipTarget } from './shipTarget';
import type { ShippedEvent } from './shippedEvent';

export const archiveFileName = (day: Date): string => `audit-${day.toISOString().slice(0, 10)}.jsonl`;
export const ARCHIVE_FILE = /^audit-\d{4}-\d{2}-\d{2}\.jsonl$/;

/** Makes a new file's name durable too (its directory entry). */
async function syncDir(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export class ArchiveDirTarget implements ShipTarget {
  readonly name = 'archive';

  constructor(
    private readonly dir: string,
    private readonly today: () => Date = () => new Date(),
  ) {}

  async send(events: ShippedEvent[]): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o750 });
    const file = path.join(this.dir, archiveFileName(this.today()));
    const handle = await fs.open(file, 'a+', 0o640);
    let created = false;
    try {
      const { size } = await handle.stat();
      created = size === 0;
      // A crash mid-write can leave a partial last line: start on a fresh line (the events of
      // that batch are shipped again, as their position had not moved).
      let lead = '';
      if (size > 0) {
        const last = Buffer.alloc(1);
        await handle.read(last, 0, 1, size - 1);
        if (last.toString() !== '\n') lead = '\n';
      }
      await handle.write(lead + events.map((e) => JSON.stringify(e)).join('\n') + '\n');
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (created) await syncDir(this.dir);
  }
}
