/** A centre's provider records (therapists): who may change them, and the change itself. */
import { and, eq, sql } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Db, Tx } from '../../db/client';
import { centreProviders, roles } from '../../db/schema';
import { conflict, forbidden, invalidFields, notFound, type FieldError } from '../../errors';
import { isManager, type AuthContext } from '../../access/accessRules';
import type { BusinessNumber, ProviderPatch } from '../../../shared/api/centres';
import { businessNumberError } from '../../../shared/validators/swissIds';
import { addressPostcodeErrors } from '../../../shared/validators/postcode';
import { fieldError } from './contactChecks';
import { isCurrentMember } from './centreView';

export interface ProviderScope {
  centreId: string;
  providerId: string;
  userId: string;
  callerIsManager: boolean;
}

/**
 * The provider record `providerId` of `centreId`, for a caller who may change it: a manager of
 * the centre or the provider themself. Another centre's id is a 404, a colleague's a 403.
 */
export async function providerScope(db: Db | Tx, auth: AuthContext, centreId: string, providerId: string): Promise<ProviderScope> {
  if (!auth.roles.some((r) => r.centreId === centreId)) throw notFound();
  const scoped = forCentre(db, centreId);
  const [cp] = await scoped
    .select({ id: centreProviders.id, userId: centreProviders.userId })
    .from(centreProviders)
    .where(and(eq(centreProviders.id, providerId), isCurrentMember(scoped)));
  if (!cp) throw notFound();
  const callerIsManager = isManager(auth, centreId);
  if (!callerIsManager && cp.userId !== auth.userId) throw forbidden();
  return { centreId, providerId: cp.id, userId: cp.userId, callerIsManager };
}

/** Field errors of a provider patch (business numbers, postcode), so callers can report them with other fields. */
export function providerPatchErrors(patch: ProviderPatch, fieldPrefix = ''): FieldError[] {
  const numbers = patch.BusinessNumber ? checkBusinessNumbers(patch.BusinessNumber, `${fieldPrefix}BusinessNumber`) : [];
  const postcode = addressPostcodeErrors(patch.Address, `${fieldPrefix}Address.`).map((e) => fieldError(e.field, e.code));
  return [...numbers, ...postcode];
}

function checkBusinessNumbers(numbers: BusinessNumber[], prefix: string): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  numbers.forEach((b, i) => {
    if (seen.has(b.name)) errors.push(fieldError(`${prefix}.${i}.name`, 'duplicateValue'));
    seen.add(b.name);
    const code = businessNumberError(b.name, b.value.trim());
    if (code) errors.push(fieldError(`${prefix}.${i}.value`, code));
  });
  return errors;
}

/** Writes a provider patch; `active` is the managers' to change, and the owner stays active. */
export async function applyProviderPatch(tx: Tx, scope: ProviderScope, patch: ProviderPatch, fieldPrefix = ''): Promise<void> {
  const scoped = forCentre(tx, scope.centreId);
  const errors = providerPatchErrors(patch, fieldPrefix);
  if (errors.length) throw invalidFields(errors);
  const set: Partial<typeof centreProviders.$inferInsert> = {};
  if (patch.Address) set.address = Object.fromEntries(Object.entries(patch.Address).map(([k, v]) => [k, String(v).trim()]));
  if (patch.BusinessNumber) set.businessNumber = patch.BusinessNumber.map((b) => ({ name: b.name, value: b.value.trim() }));
  if (patch.calendarColour !== undefined) set.calendarColour = patch.calendarColour;
  if (patch.profession !== undefined) set.profession = patch.profession.trim();
  if (patch.languages !== undefined) set.languages = patch.languages;
  if (patch.active !== undefined) {
    if (!scope.callerIsManager) throw forbidden();
    if (!patch.active) {
      if (await scoped.exists(roles, eq(roles.userId, scope.userId), eq(roles.name, 'OWNER'))) throw conflict('ownerCannotBeDeleted');
    }
    set.active = patch.active;
  }
  if (Object.keys(set).length === 0) return;
  await scoped
    .update(centreProviders)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(centreProviders.id, scope.providerId));
}
