/** Changes to a user's own record and settings: names, phone, e-mail, language and formats. */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { forCentre } from '../../db/centreScope';
import { roles, userSettings, users } from '../../db/schema';
import { conflict, invalidFields, notFound, type FieldError } from '../../errors';
import { isValidEmail, normalizeEmail } from '../../../shared/validators/email';
import type { UserFields, UserSettingPatch } from '../../../shared/api/users';
import { checkPhone } from '../../../shared/validators/phone';
import { isUniqueViolation } from '../auth/accountFields';
import { fieldError } from '../centres/contactChecks';

/** Writes the user's own fields; answers whether the e-mail changed. 400 per wrong field, 409 `emailTaken`. */
export async function applyUserFields(tx: Tx, userId: string, fields: UserFields, fieldPrefix = ''): Promise<{ emailChanged: boolean }> {
  const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!current || current.deletedAt) throw notFound('userNotFound');
  const errors: FieldError[] = [];
  const set: Partial<typeof users.$inferInsert> = {};
  for (const key of ['firstName', 'lastName'] as const) {
    if (fields[key] === undefined) continue;
    set[key] = fields[key].trim();
    if (set[key] === '') errors.push(fieldError(`${fieldPrefix}${key}`, 'required'));
  }
  if (fields.phone !== undefined || fields.countryPhone !== undefined) {
    const countryPhone = fields.countryPhone ?? current.countryPhone;
    const phone = (fields.phone ?? current.phone).trim();
    if (phone === '') {
      Object.assign(set, { countryPhone, phone: '' });
    } else {
      const check = checkPhone(countryPhone, phone);
      if (check.ok) Object.assign(set, { countryPhone, phone: check.e164 });
      else errors.push(fieldError(`${fieldPrefix}phone`, 'invalidPhone'));
    }
  }
  let emailChanged = false;
  if (fields.email !== undefined) {
    const email = fields.email.trim();
    if (!isValidEmail(email)) errors.push(fieldError(`${fieldPrefix}email`, 'invalidEmail'));
    else if (normalizeEmail(email) !== normalizeEmail(current.email)) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = ${normalizeEmail(email)}`, ne(users.id, userId)));
      if (taken) throw conflict('emailTaken');
      set.email = email;
      emailChanged = true;
    } else set.email = email;
  }
  if (errors.length) throw invalidFields(errors);
  if (Object.keys(set).length === 0) return { emailChanged };
  try {
    await tx.update(users).set({ ...set, updatedAt: sql`now()` }).where(eq(users.id, userId));
  } catch (err) {
    // A concurrent sign-up may win the address between the check and the write.
    if (isUniqueViolation(err)) throw conflict('emailTaken');
    throw err;
  }
  return { emailChanged };
}

/** Writes UserSetting; the active centre must be one the user holds a role in (else 404). */
export async function applyUserSetting(tx: Tx, userId: string, patch: UserSettingPatch): Promise<void> {
  const set: Partial<typeof userSettings.$inferInsert> = {};
  if (patch.language !== undefined) set.language = patch.language;
  if (patch.timeFormat !== undefined) set.timeFormat = patch.timeFormat;
  if (patch.dateFormat !== undefined) set.dateFormat = patch.dateFormat;
  if (patch.activeCentre !== undefined) {
    if (patch.activeCentre !== null && !(await forCentre(tx, patch.activeCentre).exists(roles, eq(roles.userId, userId)))) throw notFound();
    set.activeCentreId = patch.activeCentre;
  }
  if (Object.keys(set).length === 0) return;
  await tx
    .insert(userSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: userSettings.userId, set });
}
