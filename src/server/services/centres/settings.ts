/**
 * Centre settings (currency, invoice numbering, preselected booking provider, direct invoicing).
 * A new start number must lie above the highest invoice number issued (wording §5), or invoices
 * would repeat numbers: `invoiceStartNumberTooLow`, nothing written.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Db, Tx } from '../../db/client';
import { centreProviders, centreSettings, users } from '../../db/schema';
import { invalidFields, type FieldError } from '../../errors';
import type { CentreSetting } from '../../../shared/api/centres';
import type { CentreSettingPatch } from '../../../shared/api/centreSettings';
import { isNotAboveHighest } from '../../../shared/invoiceNumbers';
import { fieldError } from './contactChecks';
import { loadCentreSetting } from './centreView';
import { highestInvoiceNumber } from '../invoicing/numbering';

/** preselectedProviderId is the provider's user id (booking links are /booking/{centreId}/{providerId}/0). */
async function isActiveProviderOf(db: Db, centreId: string, userId: string): Promise<boolean> {
  const [row] = await forCentre(db, centreId)
    .select({ id: centreProviders.id })
    .from(centreProviders)
    .innerJoin(users, eq(users.id, centreProviders.userId))
    .where(and(eq(centreProviders.userId, userId), eq(centreProviders.active, true), isNull(users.deletedAt)));
  return Boolean(row);
}

export async function updateCentreSetting(db: Db, centreId: string, patch: CentreSettingPatch): Promise<CentreSetting> {
  const errors: FieldError[] = [];
  if (patch.preselectedProviderId && !(await isActiveProviderOf(db, centreId, patch.preselectedProviderId))) {
    errors.push(fieldError('preselectedProviderId', 'unknownProvider'));
  }
  if (errors.length) throw invalidFields(errors);
  return db.transaction(async (tx) => {
    const scoped = forCentre(tx, centreId);
    if (patch.invoiceNumberNext !== undefined) {
      // The row stays locked until the write, so two saves cannot both pass the check.
      await scoped.select({ id: centreSettings.centreId }).from(centreSettings).for('update');
      const current = await loadCentreSetting(tx, centreId);
      const prefix = patch.invoiceNumberPrefix ?? current.invoiceNumberPrefix;
      const highest = await highestInvoiceNumber(tx, centreId, { invoiceNumberPrefix: prefix, invoiceNumberNext: patch.invoiceNumberNext });
      // Compared without the prefix: the sequence of the same series is what must rise.
      if (isNotAboveHighest(patch.invoiceNumberNext, highest && highest.startsWith(prefix) ? highest.slice(prefix.length) : highest)) {
        throw invalidFields([fieldError('invoiceNumberNext', 'invoiceStartNumberTooLow')]);
      }
    }
    await scoped
      .insert(centreSettings)
      .values(patch)
      .onConflictDoUpdate({ target: centreSettings.centreId, set: patch });
    return loadCentreSetting(tx, centreId);
  });
}

/**
 * The highest invoice number issued so far (prefix included) in the series of the centre's next
 * number (plain digits, or its year): read from the invoices (services/invoicing/numbering.ts).
 * Null when no invoice of that series exists.
 */
export async function currentHighestInvoiceNumber(db: Db | Tx, centreId: string): Promise<string | null> {
  return highestInvoiceNumber(db, centreId, await loadCentreSetting(db, centreId));
}
