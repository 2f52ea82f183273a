/**
 * The audit log of one centre in the react-admin simple-rest dialect: filters user_id,
 * object_type, object_id, action, at_gte, at_lte; sorted by time (newest first by default).
 */
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Db } from '../../db/client';
import { auditEvents, users, type AuditAction, type AuditDetail } from '../../db/schema';
import { invalidField } from '../../errors';
import { isUuid } from '../../../shared/validators/uuid';
import { parseFilterParam, parseRangeParam, parseSortParam } from '../../listParams';
import type { AuditListQuery } from '../../../shared/api/auditEvents';

export const AUDIT_ACTIONS: readonly AuditAction[] = ['create', 'read', 'update', 'delete', 'export', 'import', 'disclose'];

export interface AuditEventWire {
  id: number;
  at: string;
  centre_id: string | null;
  user_id: string | null;
  /** "First Last" of the acting user, or null for the system. */
  user_name: string | null;
  role: string | null;
  action: AuditAction;
  object_type: string;
  object_id: string | null;
  detail: AuditDetail;
}

const bad = (key: string): never => {
  throw invalidField(`filter.${key}`, 'invalidFilter');
};

function dateOf(value: unknown, key: string): Date {
  const d = typeof value === 'string' ? new Date(value) : null;
  return d && !Number.isNaN(d.getTime()) ? d : bad(key);
}

function conditions(filter: Record<string, unknown>): SQL[] {
  const where: SQL[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '' || value === null) continue;
    switch (key) {
      case 'user_id':
        where.push(isUuid(value) ? eq(auditEvents.userId, value) : sql`false`);
        break;
      case 'object_type':
      case 'object_id':
        if (typeof value !== 'string') bad(key);
        where.push(eq(key === 'object_type' ? auditEvents.objectType : auditEvents.objectId, String(value)));
        break;
      case 'action':
        if (!AUDIT_ACTIONS.includes(value as AuditAction)) bad(key);
        where.push(eq(auditEvents.action, value as AuditAction));
        break;
      case 'at_gte':
        where.push(gte(auditEvents.at, dateOf(value, key)));
        break;
      case 'at_lte':
        where.push(lte(auditEvents.at, dateOf(value, key)));
        break;
      default:
        bad(key);
    }
  }
  return where;
}

export async function listAuditEvents(db: Db, centreId: string, query: AuditListQuery): Promise<{ events: AuditEventWire[]; offset: number; total: number }> {
  const scoped = forCentre(db, centreId);
  const where = and(...conditions(parseFilterParam(query.filter)));
  const { offset, limit } = parseRangeParam(query.range);
  const sort = parseSortParam(query.sort) ?? { field: 'at', desc: true };
  if (sort.field !== 'at' && sort.field !== 'id') throw invalidField('sort', 'invalidSort');
  // Events of one centre are appended in time order, so the id orders them as `at` does, without ties.
  const order = sort.desc ? desc(auditEvents.id) : asc(auditEvents.id);
  const rows = await scoped
    .select({ event: auditEvents, firstName: users.firstName, lastName: users.lastName })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.userId))
    .where(where)
    .orderBy(order)
    .limit(limit)
    .offset(offset);
  const total = await scoped.count(auditEvents, where);
  const events = rows.map(({ event: e, firstName, lastName }) => ({
    id: e.id,
    at: e.at.toISOString(),
    centre_id: e.centreId,
    user_id: e.userId,
    user_name: e.userId ? [firstName, lastName].filter(Boolean).join(' ') || null : null,
    role: e.role,
    action: e.action,
    object_type: e.objectType,
    object_id: e.objectId,
    detail: e.detail,
  }));
  return { events, offset, total };
}
