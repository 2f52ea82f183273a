/**
 * What invoicing needs before it can bill (behaviour.md §5, wording.md §5 "Invoicing needs a
 * complete account/clinic profile, contact profile and at least one service"): rather than an
 * error, the caller gets the list of what is missing, each with the page that fixes it.
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { centres, users } from '../../db/schema';
import { HttpError } from '../../errors';
import { isCentreComplete, isContactComplete, isUserSettingComplete } from '../../../shared/completeness';
import { qrBillAccountError } from '../../../shared/billing/paymentAccount';
import type { InvoicingGap } from '../../../shared/api/invoices';
import type { ContactWire } from './debtor';

export interface GapInput {
  centreId: string;
  /** The user invoicing (the owner): their account names. */
  userId: string;
  contact: ContactWire | null;
  /** Appointments with no service to bill. */
  withoutService: string[];
}

export async function invoicingGaps(db: Queryable, input: GapInput): Promise<InvoicingGap[]> {
  const [user] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, input.userId));
  const [centre] = await db.select({ address: centres.address, businessInfo: centres.businessInfo }).from(centres).where(eq(centres.id, input.centreId));
  return gapsOf({ user, centre }, input.contact, input.withoutService);
}

/** What the gaps depend on besides the client: the invoicing user and the practice (a bulk run reads them once). */
export interface GapProfile {
  user: { firstName: string | null; lastName: string | null } | undefined;
  centre: Pick<typeof centres.$inferSelect, 'address' | 'businessInfo'> | undefined;
}

/** The gaps of one invoice from what was read (pure). */
export function gapsOf({ user, centre }: GapProfile, contact: ContactWire | null, withoutService: string[]): InvoicingGap[] {
  const gaps: InvoicingGap[] = [];
  if (!user || !isUserSettingComplete(user)) gaps.push({ what: 'account', link: '/settings/account' });
  if (!centre || !isCentreComplete(centre)) gaps.push({ what: 'practiceAddress', link: '/settings/business-info' });
  const iban = typeof centre?.businessInfo.iban === 'string' ? centre.businessInfo.iban : '';
  if (iban === '' || qrBillAccountError(iban)) gaps.push({ what: 'paymentAccount', link: '/settings/business-info' });
  if (contact && !isContactComplete(contact)) {
    gaps.push({
      what: 'contact',
      link: `/clients/profile/${encodeURIComponent(contact.contact_id)}`,
      id: contact.contact_id,
    });
  }
  for (const id of withoutService)
    gaps.push({
      what: 'service',
      link: `/edit-appointment/${encodeURIComponent(id)}`,
      id,
    });
  return gaps;
}

/** 422 `invoicingIncomplete` with the list of what is missing. */
export const incomplete = (missing: InvoicingGap[]) =>
  new HttpError(422, 'invoicingIncomplete', 'errors.invoicingIncomplete', {
    missing,
  });
