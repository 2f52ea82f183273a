/**
 * Sign-up (spec §4): the account starts inactive and gets a 6-digit code by SMS. Without a clinic
 * link the user gets their own centre as OWNER; with /users/signup/{clinicHash} they join that
 * centre as PROVIDER. Everything, including the queued SMS, commits in one transaction.
 */
import { DEFAULT_OPENING_HOURS } from '../../../shared/practice/defaultOpeningHours';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { forCentre } from '../../db/centreScope';
import { bookingCentres, centreProviders, centreSettings, centres, roles, userSettings, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { enqueueMessage } from '../outbox/enqueue';
import type { SignupInput } from '../../../shared/api/auth';
import { normalizeEmail } from '../../../shared/validators/email';
import { checkAccountFields, isUniqueViolation } from './accountFields';
import { hashPassword } from './passwords';
import { randomToken } from './tokens';
import { issueActivationCode } from './verificationCodes';

export async function emailTaken(tx: Tx, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return Boolean(row);
}

/** A new centre owned by nobody yet, with its settings row and an unguessable join link. */
export async function createCentre(tx: Tx, values: { name: string; email: string; countryPhone: string; phone: string }): Promise<string> {
  const [centre] = await tx
    .insert(centres)
    .values({
      name: values.name,
      joinHash: randomToken(18),
      primaryEmail: { address: values.email },
      contactNumber: { countryPhone: values.countryPhone, number: values.phone },
      openingHours: DEFAULT_OPENING_HOURS.map((h) => ({ ...h })),
    })
    .returning({ id: centres.id });
  await forCentre(tx, centre.id).insert(centreSettings).values({});
  return centre.id;
}

export async function signup(ctx: AppContext, input: SignupInput): Promise<{ userId: string }> {
  const { e164 } = checkAccountFields(input, { smsRequired: true });
  const phone = e164 as string;
  // Hashed before the e-mail check, so "exists" and "new" cost the same time.
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      let joinCentreId: string | null = null;
      if (input.clinicHash !== undefined) {
        const [centre] = await tx.select({ id: centres.id }).from(centres).where(eq(centres.joinHash, input.clinicHash));
        if (!centre) throw notFound('invalidClinicLink');
        joinCentreId = centre.id;
      }
      if (await emailTaken(tx, input.email)) throw conflict('accountExists');
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          countryPhone: input.countryPhone,
          phone,
        })
        .returning({ id: users.id });
      const fullName = `${input.firstName.trim()} ${input.lastName.trim()}`.trim();
      const centreId =
        joinCentreId ?? (await createCentre(tx, { name: fullName, email: input.email, countryPhone: input.countryPhone, phone }));
      await tx.insert(userSettings).values({ userId: user.id, language: input.language, activeCentreId: centreId });
      const joined = forCentre(tx, centreId);
      await joined.insert(roles).values({ userId: user.id, name: joinCentreId ? 'PROVIDER' : 'OWNER' });
      await joined.insert(centreProviders).values({ userId: user.id, permission: [{}] });
      // Bookable online here by default (issue 10 §4); the therapist page's switch takes it off.
      await joined.insert(bookingCentres).values({ userId: user.id });
      const code = await issueActivationCode(tx, user.id, 'sms_activation');
      await enqueueMessage(tx, {
        channel: 'sms',
        recipient: phone,
        template: 'activationCode',
        vars: { code },
        language: input.language,
        userId: user.id,
        centreId,
      });
      return { userId: user.id };
    });
  } catch (err) {
    // Two sign-ups with the same address at once: the unique index decides.
    if (isUniqueViolation(err)) throw conflict('accountExists');
    throw err;
  }
}
