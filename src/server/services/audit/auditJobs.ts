/**
 * The audit log's background jobs, built from the configuration: shipping to the off-system
 * stores (AUDIT_ARCHIVE_DIR, AUDIT_SHIP_URL) and the daily retention purge. main.ts starts them
 * after the server is up and stops them on shutdown.
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { auditRetentionJob } from './retention';
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

export function startAuditJobs(db: Db, config: Config, log: FastifyBaseLogger): { stop(): Promise<void> } {
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
  const retention = auditRetentionJob(db, { retentionDays: config.audit.retentionDays, targets: targets.map((t) => t.name) }, log);
  shipper.start();
  retention.start();
  return {
    async stop() {
      await shipper.stop();
      await retention.stop();
    },
  };
}
