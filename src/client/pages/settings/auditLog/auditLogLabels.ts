import { RECORD_NAMES } from '../../../../generated/registry.gen';
import { NAMED_AUDIT_OBJECTS } from '../../../../shared/auditObjects';

/** Values of the audit log shown with labels from settings.auditLog.* (unknown types shown as stored). */
export const AUDIT_ACTIONS = ['create', 'read', 'update', 'delete', 'export', 'import', 'disclose'] as const;

/** Object types the server logs: every schema record (from the registry) and the objects logged by name. */
export const AUDIT_OBJECT_TYPES: readonly string[] = [...RECORD_NAMES, ...NAMED_AUDIT_OBJECTS];

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const actionLabel = (translate: Translate, action: string) => translate(`settings.auditLog.actions.${action}`, { _: action });
// A record without its own entry in settings.auditLog.objectTypes reads as its title.
export const objectTypeLabel = (translate: Translate, type: string) =>
  translate(`settings.auditLog.objectTypes.${type}`, { _: translate(`records.${type}._title`, { _: type }) });

function valueText(translate: Translate, key: string, v: unknown): string {
  if (Array.isArray(v)) return v.join(', ');
  if (typeof v === 'boolean') return translate(v ? 'common.yes' : 'common.no');
  // A role given to a member (team changes) reads like the role column.
  if (key === 'role') return translate(`settings.auditLog.roles.${String(v)}`, { _: String(v) });
  return String(v);
}

/** The detail as short text: field names, counts and channels (the log holds no values). */
export function detailText(translate: Translate, detail: Record<string, unknown> | undefined): string {
  return Object.entries(detail ?? {})
    .filter(([, v]) => !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => `${translate(`settings.auditLog.detailKeys.${k}`, { _: k })}: ${valueText(translate, k, v)}`)
    .join(' · ');
}
