/**
 * Operator command: checks an audit archive written by the server (AUDIT_ARCHIVE_DIR) from its
 * files alone, without the database: every centre's hash chain recomputed.
 *
 *   npm run audit:verify-archive -- <dir> [--allow-mid-chain-start]
 *
 * Prints one line per chain (ok or broken, with counts) and exits 0 when all are ok, 1 when any is
 * broken, 2 on bad usage. --allow-mid-chain-start accepts chains whose first archived event
 * links to an earlier one (shipping began after the retention job had removed older events).
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { verifyArchiveDir } from '../services/audit/archiveVerify';

const USAGE = 'usage: npm run audit:verify-archive -- <dir> [--allow-mid-chain-start]';

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'allow-mid-chain-start': { type: 'boolean' } } });
  const dir = positionals[0];
  if (!dir || positionals.length > 1 || !fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) {
    process.stderr.write(`${dir ? `${dir} is not a directory.\n` : ''}${USAGE}\n`);
    process.exit(2);
  }
  const report = await verifyArchiveDir(dir, { allowMidChainStart: values['allow-mid-chain-start'] });
  for (const c of report.chains) {
    const range = `${c.events} events, ids ${c.firstId}–${c.lastId}`;
    if (c.broken) process.stdout.write(`broken  ${c.chain}: at ${c.broken.at} (event ${c.broken.id}) ${c.broken.reason}; ${range} verified before\n`);
    else if (!c.ok) process.stdout.write(`broken  ${c.chain}: first archived event ${c.firstId} links to an event not in the archive; ${range}\n`);
    else process.stdout.write(`ok      ${c.chain}: ${range}${c.startsMidChain ? ' (starts after removed events)' : ''}\n`);
  }
  for (const where of report.unreadableLines) process.stdout.write(`warning unreadable line ${where} (cut short by a crash?)\n`);
  const broken = report.chains.filter((c) => !c.ok).length;
  process.stdout.write(
    `${report.ok ? 'ok' : 'broken'}: ${report.files} files, ${report.events} events, ${report.chains.length} chains (${broken} broken), ${report.duplicates} duplicates, ${report.unreadableLines.length} unreadable lines\n`,
  );
  process.exit(report.ok ? 0 : 1);
}

main().catch((err) => {
  process.stderr.write(`${(err as Error)?.stack ?? err}\n`);
  process.exit(1);
});
