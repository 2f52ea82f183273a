import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { centres } from '../../db/schema';
import { invalidFields, type FieldError } from '../../errors';
import type { BusinessInfo, BusinessNumber, CentreUpdate, OpeningHour } from '../../../shared/api/centres';
import { businessNumberError, isValidGln, isValidUid, isValidZsr } from '../../../shared/validators/swissIds';
import { addressPostcodeErrors } from '../../../shared/validators/postcode';
import { qrBillAccountError } from '../../../shared/billing/paymentAccount';
import { normalizeIban } from '../../../shared/validators/iban';
import { anyPhoneToE164, checkEmail, checkWebsite, fieldError, isValidTimezone, phoneFor } from './contactChecks';
import { toBusinessInfo } from './centreView';

function checkOpeningHours(hours: OpeningHour[], errors: FieldError[]): void {
  hours.forEach((h, i) => {
    if (h.openTime >= h.closeTime) errors.push(fieldError(`openingHours.${i}.closeTime`, 'invalidTimeRange'));
  });
  // Two intervals of one day must not overlap; touching ends (12-13, 13-17) are fine.
  hours.forEach((h, i) => {
    const clash = hours.some((o, j) => j < i && o.day === h.day && o.openTime < h.closeTime && h.openTime < o.closeTime);
    if (clash) errors.push(fieldError(`openingHours.${i}`, 'overlappingHours'));
  });
}

function checkBusinessInfo(info: Partial<BusinessInfo>, errors: FieldError[]): void {
  if (info.zsrNumber !== undefined && !isValidZsr(info.zsrNumber.trim())) errors.push(fieldError('businessInfo.zsrNumber', 'invalidZsr'));
  if (info.gln !== undefined && !isValidGln(info.gln.trim())) errors.push(fieldError('businessInfo.gln', 'invalidGln'));
  // The tax number holds the VAT UID (CHE-123.456.788 MWST) when the practice is VAT-liable in Switzerland.
  const tax = info.taxNumber?.trim() ?? '';
  if (tax.toUpperCase().startsWith('CHE') && !isValidUid(tax)) errors.push(fieldError('businessInfo.taxNumber', 'invalidUid'));
  // The QR-bill's creditor account: a valid IBAN or QR-IBAN of Switzerland or Liechtenstein (empty clears it).
  const iban = info.iban?.trim() ?? '';
  const ibanError = iban === '' ? null : qrBillAccountError(iban);
  if (ibanError) errors.push(fieldError('businessInfo.iban', ibanError));
  info.businessNumber?.forEach((b: BusinessNumber, i: number) => {
    const code = businessNumberError(b.name.trim().toUpperCase(), b.value.trim());
    if (code) errors.push(fieldError(`businessInfo.businessNumber.${i}.value`, code));
  });
}

const trimmed = <T>(value: T): T => (typeof value === 'string' ? (value.trim() as T) : value);

/** Validates the update and answers the column values to write; throws 400 listing every wrong field. */
export function prepareCentreUpdate(body: CentreUpdate, current: { businessInfo: Record<string, unknown> }) {
  const errors: FieldError[] = [];
  const set: Partial<typeof centres.$inferInsert> = {};
  if (body.name !== undefined) {
    set.name = body.name.trim();
    if (set.name === '') errors.push(fieldError('name', 'required'));
  }
  if (body.address !== undefined) {
    set.address = body.address.map((a) => Object.fromEntries(Object.entries(a).map(([k, v]) => [k, trimmed(v)])));
    set.address.forEach((a, i) => addressPostcodeErrors(a, `address.${i}.`).forEach((e) => errors.push(fieldError(e.field, e.code))));
  }
  if (body.contactNumber !== undefined) {
    const countryPhone = body.contactNumber.countryPhone?.trim() || '+41';
    const number = body.contactNumber.number?.trim() ?? '';
    set.contactNumber = { countryPhone, number: number === '' ? '' : (phoneFor(countryPhone, number, 'contactNumber.number', errors) ?? '') };
  }
  if (body.alternateContactNumbers !== undefined) {
    set.alternateContactNumbers = body.alternateContactNumbers
      .map((n, i) => {
        if (n.trim() === '') return '';
        const e164 = anyPhoneToE164(n, body.contactNumber?.countryPhone || '+41');
        if (!e164) errors.push(fieldError(`alternateContactNumbers.${i}`, 'invalidPhone'));
        return e164 ?? '';
      })
      .filter(Boolean);
  }
  if (body.primaryEmail !== undefined) {
    const address = body.primaryEmail.address?.trim() ?? '';
    checkEmail(address, 'primaryEmail.address', errors);
    set.primaryEmail = { address };
  }
  if (body.alternateEmails !== undefined) {
    set.alternateEmails = body.alternateEmails.map((e) => e.trim()).filter(Boolean);
    body.alternateEmails.forEach((e, i) => checkEmail(e.trim(), `alternateEmails.${i}`, errors));
  }
  if (body.website !== undefined) {
    set.website = body.website.trim();
    checkWebsite(set.website, 'website', errors);
  }
  if (body.about !== undefined) set.about = body.about.trim();
  if (body.tagline !== undefined) set.tagline = body.tagline.trim();
  if (body.businessCategory !== undefined) set.businessCategory = body.businessCategory.trim();
  if (body.tags !== undefined) set.tags = [...new Set(body.tags.map((t) => t.trim()).filter(Boolean))];
  if (body.taxes !== undefined) set.taxes = body.taxes;
  if (body.openingHours !== undefined) {
    checkOpeningHours(body.openingHours, errors);
    set.openingHours = [...body.openingHours].sort((a, b) => a.day - b.day || a.openTime - b.openTime);
  }
  if (body.businessInfo !== undefined) {
    const info = Object.fromEntries(Object.entries(body.businessInfo).map(([k, v]) => [k, trimmed(v)])) as Partial<BusinessInfo>;
    checkBusinessInfo(info, errors);
    // Stored in the electronic form (CH44 3199 … → CH4431999…), as the QR code carries it.
    if (info.iban) info.iban = normalizeIban(info.iban);
    // A partial businessInfo keeps the numbers it does not mention.
    set.businessInfo = { ...toBusinessInfo(current.businessInfo), ...info };
  }
  if (body.timezone !== undefined) {
    set.timezone = body.timezone.trim();
    if (!isValidTimezone(set.timezone)) errors.push(fieldError('timezone', 'invalidTimezone'));
  }
  if (errors.length) throw invalidFields(errors);
  return set;
}

export async function updateCentre(tx: Tx, centreId: string, body: CentreUpdate): Promise<void> {
  const [current] = await tx.select({ businessInfo: centres.businessInfo }).from(centres).where(eq(centres.id, centreId)).for('update');
  const set = prepareCentreUpdate(body, current);
  await tx.update(centres).set({ ...set, updatedAt: sql`now()` }).where(eq(centres.id, centreId));
}
