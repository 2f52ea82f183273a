/**
 * Verifies an audit archive (AUDIT_ARCHIVE_DIR) from its files alone: reads every
 * audit-YYYY-MM-DD.jsonl in name order, line by line, and recomputes each centre's hash chain
 * with the hash function the server uses. A repeated event (shipped twice after a crash) counts
 * as a duplicate when it is identical, and breaks the chain when it differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { eventHash } from './auditChain';
import { ARCHIVE_FILE } from './shipping/archiveTarget';
import { chainedFieldsOf, type ShippedEvent } from './shipping/shippedEvent';

export interface ArchiveChainReport {
  /** The centre id, or 'platform'. */
  chain: string;
  ok: boolean;
  events: number;
  firstId: number;
  lastId: number;
  /** The chain's first archived event links to an earlier one (archive started after retention removed events). */
  startsMidChain: boolean;
  /** Where it broke: "file:line", the event id and why. */
  broken?: { at: string; id: number; reason: string };
}

export interface ArchiveReport {
  ok: boolean;
  files: number;
  events: number;
  duplicates: number;
  /** Lines that are not an event (a crash cut them short); their events must appear again later. */
  unreadableLines: string[];
  chains: ArchiveChainReport[];
}

interface ChainState extends ArchiveChainReport {
  prev: string;
  seen: Map<number, string>;
}

function isEvent(value: unknown): value is ShippedEvent {
  const e = value as ShippedEvent;
  return !!e && typeof e.id === 'number' && typeof e.at === 'string' && typeof e.hash === 'string' && typeof e.prevHash === 'string';
}

export async function verifyArchiveDir(dir: string, opts: { allowMidChainStart?: boolean } = {}): Promise<ArchiveReport> {
  const files = fs.readdirSync(dir).filter((name) => ARCHIVE_FILE.test(name)).sort();
  const chains = new Map<string, ChainState>();
  const report: ArchiveReport = { ok: true, files: files.length, events: 0, duplicates: 0, unreadableLines: [], chains: [] };
  for (const file of files) {
    const lines = readline.createInterface({ input: fs.createReadStream(path.join(dir, file)), crlfDelay: Infinity });
    let lineNo = 0;
    for await (const line of lines) {
      lineNo++;
      if (line.trim() === '') continue;
      const where = `${file}:${lineNo}`;
      let event: unknown;
      try {
        event = JSON.parse(line);
      } catch {
        event = null;
      }
      if (!isEvent(event)) {
        report.unreadableLines.push(where);
        continue;
      }
      const key = event.centreId ?? 'platform';
      let state = chains.get(key);
      if (!state) {
        state = { chain: key, ok: true, events: 0, firstId: event.id, lastId: 0, startsMidChain: event.prevHash !== '', prev: event.prevHash, seen: new Map() };
        chains.set(key, state);
      }
      if (!state.ok) continue;
      const earlier = state.seen.get(event.id);
      if (earlier !== undefined) {
        if (earlier === line) report.duplicates++;
        else state.broken = { at: where, id: event.id, reason: 'differs from an earlier copy of the same event' };
      } else if (event.id <= state.lastId) {
        state.broken = { at: where, id: event.id, reason: 'out of order' };
      } else if (event.prevHash !== state.prev) {
        state.broken = { at: where, id: event.id, reason: 'does not link to the previous event' };
      } else if (event.hash !== eventHash(event.prevHash, chainedFieldsOf(event))) {
        state.broken = { at: where, id: event.id, reason: 'hash does not match the content' };
      } else {
        state.seen.set(event.id, line);
        state.prev = event.hash;
        state.lastId = event.id;
        state.events++;
        report.events++;
      }
      if (state.broken) state.ok = false;
    }
  }
  for (const { prev: _prev, seen: _seen, ...chain } of chains.values()) {
    if (chain.startsMidChain && !opts.allowMidChainStart) chain.ok = false;
    report.chains.push(chain);
    if (!chain.ok) report.ok = false;
  }
  return report;
}
