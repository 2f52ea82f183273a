/**
 * Makes the PGlite test templates small: each server test file unpacks one into memory and each
 * browser-test server onto disk, and PGlite's start copies it several times (Blob, untar, its
 * in-memory file system), so its size is paid in every file. Of the 47 MB a plain dump holds,
 * 16 MB is a WAL segment that is almost all empty and 14 MB are the template0/template1
 * databases, which PGlite never uses (it has no CREATE DATABASE use here).
 *
 * The database gets a checkpoint at the start of a fresh WAL segment (pg_switch_wal first), so
 * the start needs only that segment's first pages: the tarball keeps the segment up to the last
 * written page and no other segment. A start reads the WAL from the checkpoint to its end, which
 * for a file that ends there is the same end as a zero-filled one; PostgreSQL writes further
 * pages at their offsets, and the file grows again.
 */
const BLOCK = 512;
const WAL_PAGE = 8192;

interface PgliteLike {
  exec(sql: string): Promise<unknown>;
  query<T>(sql: string): Promise<{ rows: T[] }>;
}

/** What to keep of pg_wal: one segment's name and its length up to the last written page. */
export interface WalKeep {
  segment: string;
  bytes: number;
}

/**
 * Drops template0 and template1, checkpoints at the start of a new WAL segment and returns what
 * of pg_wal a copy needs. Run just before dumpDataDir, with nothing else writing.
 */
export async function prepareForDump(client: PgliteLike): Promise<WalKeep | null> {
  await client.exec("UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')");
  // One statement per call: DROP DATABASE cannot run in the implicit transaction of a multi-statement query.
  await client.exec('DROP DATABASE template0');
  await client.exec('DROP DATABASE template1');
  await client.query('SELECT pg_switch_wal()');
  await client.exec('CHECKPOINT');
  const [row] = (
    await client.query<{ redo: string; insert: string; offset: number; segsize: number }>(
      `SELECT redo_wal_file AS redo, pg_walfile_name(pg_current_wal_insert_lsn()) AS insert,
              (pg_current_wal_insert_lsn() - '0/0'::pg_lsn)::bigint % setting::bigint AS offset, setting::int AS segsize
       FROM pg_control_checkpoint(), pg_settings WHERE name = 'wal_segment_size'`,
    )
  ).rows;
  // The checkpoint's redo point and the last record in one segment: the usual case after a switch.
  if (row.redo !== row.insert) return null;
  const bytes = Math.max(WAL_PAGE, Math.ceil(Number(row.offset) / WAL_PAGE) * WAL_PAGE);
  return { segment: row.redo, bytes: Math.min(bytes, row.segsize) };
}

const text = (header: Buffer, at: number, len: number) => header.subarray(at, at + len).toString('latin1').replace(/\0.*$/s, '');

function withSize(header: Buffer, size: number): Buffer {
  const h = Buffer.from(header);
  h.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 12, 'latin1');
  h.fill(' ', 148, 156);
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'latin1');
  return h;
}

/** The tarball with pg_wal cut down to the kept segment's first bytes (a ustar archive, as PGlite writes and reads). */
export function trimWal(tar: Buffer, keep: WalKeep): Buffer {
  const out: Buffer[] = [];
  let off = 0;
  while (off + BLOCK <= tar.length) {
    const header = tar.subarray(off, off + BLOCK);
    if (header.every((b) => b === 0)) break;
    const prefix = text(header, 345, 155);
    const name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
    const size = parseInt(text(header, 124, 12).trim() || '0', 8);
    const data = tar.subarray(off + BLOCK, off + BLOCK + size);
    off += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const wal = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(name);
    if (wal && wal[1] !== keep.segment) continue;
    const body = wal ? data.subarray(0, keep.bytes) : data;
    out.push(wal ? withSize(header, body.length) : header, body, Buffer.alloc((BLOCK - (body.length % BLOCK)) % BLOCK));
  }
  out.push(Buffer.alloc(2 * BLOCK));
  return Buffer.concat(out);
}
