import type { Permission, PermissionUpdate } from '../../../../shared/api/centres';

/**
 * The permission flags a manager grants a provider (spec §6: checked on the first entry of the
 * provider's Permission record; owners and admins always pass). Server routes name the same
 * flags in `config.access.centre.permission`. Labels: settings.therapist.permissions.<flag>.
 */
export const PERMISSION_FLAGS = [
  'calendar',
  'colleagueDetails',
  'clients',
  'invoices',
  'finances',
  'services',
  'booking',
  'settings',
] as const;
export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

/** The first permission entry as a full flag map (missing flags are off). */
export function permissionFlagsOf(permission: readonly Permission[] | undefined): Record<PermissionFlag, boolean> {
  const first = permission?.[0] ?? {};
  return Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, Boolean(first[f])])) as Record<PermissionFlag, boolean>;
}

/** PATCH /api/permission/{centreProviderId}/updatePermission body; other keys of the entry are kept. */
export function permissionUpdateBody(
  permission: readonly Permission[] | undefined,
  flags: Record<PermissionFlag, boolean>,
): PermissionUpdate {
  const [first, ...rest] = permission ?? [];
  return { Permission: [{ ...(first ?? {}), ...flags }, ...rest] };
}
