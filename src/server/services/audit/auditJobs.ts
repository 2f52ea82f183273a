/**
 * The audit log's background work, built from the configuration: shipping to the off-system
 * stores (AUDIT_ARCHIVE_DIR, AUDIT_SHIP_URL) and the retention purge. The job queue runs both
 * (src/server/jobs/index.ts: queues audit-ship and audit-retention).
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { purgeExpiredAuditEvents, type PurgeReport } from './retention';
import { ArchiveDirTarget } from './shipping/archiveTarget';
import { AuditShipper } from './shipping/auditShipper';
import { HttpCollectorTarget } from './shipping/httpTarget';
import type { ShipTarget } from './shipping/shipTarget';

export function auditShipTargets(config: Config): ShipTarget[] {
  const targets: ShipTarget[] = [];
  if (config.audit.archiveDir) targets.push(new ArchiveDirTarget(config.audit.archiveDir));
  if (config.audit.shipUrl) targets.push(new HttpCollectorTarget(config.audit.shipUrl, config.audit.shipToken));
  return targets;
}

const inside = (dir: string, parent: string) => !path.relative(parent, dir).startsWith('..');

export interface AuditJobs {
  /** Whether anything is shipped at all (no target: the ship job is not worked). */
  shipping: boolean;
  /** One shipping pass over every target (undefined when the pass failed; logged). */
  ship: AuditShipper['kick'];
  /** One retention pass. */
  purge(): Promise<PurgeReport>;
}

/** Warns about a missing or misplaced off-system store, and returns the passes the jobs run. */
export function createAuditJobs(db: Db, config: Config, log: FastifyBaseLogger): AuditJobs {
  const targets = auditShipTargets(config);
  if (targets.length === 0 && config.production) {
    log.warn(
      'The audit log is not shipped off-system: set AUDIT_ARCHIVE_DIR or AUDIT_SHIP_URL (DSV Art. 4 keeps logs separate from the production system). Until then the retention job removes nothing.',
    );
  }
  if (config.audit.archiveDir && !config.databaseUrl && inside(config.audit.archiveDir, config.dataDir)) {
    log.warn(`AUDIT_ARCHIVE_DIR (${config.audit.archiveDir}) lies inside DATA_DIR: mount a separate volume or share for an off-system copy.`);
  }
  const shipper = new AuditShipper(db, targets, log);
  const opts = { retentionDays: config.audit.retentionDays, targets: targets.map((t) => t.name) };
  return {
    shipping: targets.length > 0,
    ship: () => shipper.kick(),
    async purge() {
      const report = await purgeExpiredAuditEvents(db, opts);
      if (report.removed > 0) log.info(report, 'audit retention: removed events past the retention period');
      return report;
    },
  };
}
