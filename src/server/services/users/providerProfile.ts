/**
 * PATCH /api/users/{id}/resource: a therapist's account fields and their provider record in one
 * centre, saved together. The centre comes in the body, so membership is checked here: the
 * caller must manage that centre or be the user (route access only knows the user id).
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { forCentre } from '../../db/centreScope';
import { centreProviders, users } from '../../db/schema';
import { HttpError, forbidden, invalidFields, notFound, type FieldError } from '../../errors';
import type { AuthContext } from '../../access/accessRules';
import type { TokenPair } from '../../../shared/api/auth';
import type { ProviderPatch } from '../../../shared/api/centres';
import type { ProviderProfileData, ProviderProfileReply } from '../../../shared/api/users';
import { startSession } from '../auth/sessions';
import { loadUserView } from '../auth/userView';
import { applyProviderPatch, providerPatchErrors, providerScope } from '../centres/providers';
import { applyUserFields, applyUserSetting } from './userUpdate';
import { viewForCaller } from './lookups';

export async function updateProviderProfile(ctx: AppContext, auth: AuthContext, userId: string, data: ProviderProfileData): Promise<ProviderProfileReply> {
  const { centreId, language, Address, BusinessNumber, calendarColour, active, profession, languages, ...fields } = data;
  if (!auth.roles.some((r) => r.centreId === centreId)) throw notFound();
  const [cp] = await forCentre(ctx.db, centreId)
    .select({ id: centreProviders.id })
    .from(centreProviders)
    .where(eq(centreProviders.userId, userId));
  if (!cp) throw notFound();
  const scope = await providerScope(ctx.db, auth, centreId, cp.id);
  const self = userId === auth.userId;
  // The e-mail is the sign-in name: only its owner may change it, or a manager could take the account over.
  if (fields.email !== undefined && !self) throw forbidden();

  const patch: ProviderPatch = { Address, BusinessNumber, calendarColour, active, profession, languages };
  const providerErrors = providerPatchErrors(patch, 'userData.');
  return ctx.db.transaction(async (tx) => {
    const { emailChanged } = await applyUserFields(tx, userId, fields, 'userData.').catch((err: unknown) => {
      // Report the account and the provider fields together, so the form marks every wrong one.
      const errors = err instanceof HttpError ? (err.extra.errors as FieldError[] | undefined) : undefined;
      throw errors ? invalidFields([...errors, ...providerErrors]) : err;
    });
    if (providerErrors.length) throw invalidFields(providerErrors);
    if (language !== undefined) await applyUserSetting(tx, userId, { language });
    await applyProviderPatch(tx, scope, patch, 'userData.');
    let tokens: TokenPair | undefined;
    if (emailChanged && self) {
      const [u] = await tx.select({ id: users.id, tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, userId));
      tokens = await startSession(tx, ctx.tokens, u);
    }
    const view = await loadUserView(tx, userId);
    if (!view) throw notFound('userNotFound');
    return { user: viewForCaller(view, auth), ...tokens };
  });
}
