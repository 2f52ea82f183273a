/**
 * Bulk SMS to clients of a centre (spec §4 "Bulk SMS", §7 POST /api/sms/sendBulkSMS): the text is
 * rendered per recipient ({{ClientName}}), recipients without a usable mobile number are skipped
 * with a reason, and the credits (sum of each rendered text's SMS parts) are debited, the SMS
 * queued in the outbox and the disclosures audited in one transaction. Not enough credit: nothing
 * is written and the answer says how many are needed and left.
 */
import { inArray } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Db, Tx } from '../../db/client';
import { contacts, outbox } from '../../db/schema';
import { HttpError, invalidField, notFound } from '../../errors';
import { recordAudit, recordAuditMany, type AuditActor } from '../audit/recordAudit';
import { bulkSmsValues, renderBulkSms, smsSize, SMS_MAX_LENGTH } from '../../../shared/sms';
import { checkSmsRecipient } from '../../../shared/smsRecipients';
import type { BulkSmsRequest, BulkSmsResult } from '../../../shared/api/sms';

export type { BulkSmsRequest, BulkSmsResult };
import { appendCreditEntry, lockSmsCredit, smsCountLeft } from './smsCredit';

interface Outgoing {
  contactId: string;
  to: string;
  text: string;
  parts: number;
}

export const notEnoughSms = (needed: number, left: number) => new HttpError(400, 'notEnoughSms', 'errors.notEnoughSms', { needed, smsCountLeft: left });

/** The centre's contacts among `ids`; any id that is not one of them is a 404, like a foreign id. */
async function loadRecipients(tx: Tx, centreId: string, ids: string[]) {
  const rows = await forCentre(tx, centreId)
    .select({ contactId: contacts.contactId, firstName: contacts.firstName, lastName: contacts.lastName, countryPhone: contacts.countryPhone, phone: contacts.phone, status: contacts.status })
    .from(contacts)
    .where(inArray(contacts.contactId, ids));
  if (rows.length !== ids.length) throw notFound();
  const byId = new Map(rows.map((r) => [r.contactId, r]));
  return ids.map((id) => byId.get(id)!);
}

function plan(rows: Awaited<ReturnType<typeof loadRecipients>>, message: string) {
  const outgoing: Outgoing[] = [];
  const skipped: BulkSmsResult['skipped'] = [];
  for (const row of rows) {
    const check = checkSmsRecipient(row);
    if (!check.ok) {
      skipped.push({ contactId: row.contactId, reason: check.reason });
      continue;
    }
    const text = renderBulkSms(message, bulkSmsValues(row));
    if (text.length > SMS_MAX_LENGTH) throw invalidField('message', 'smsTooLong');
    outgoing.push({ contactId: row.contactId, to: check.e164, text, parts: smsSize(text).parts });
  }
  return { outgoing, skipped };
}

export async function sendBulkSms(db: Db, actor: AuditActor, req: BulkSmsRequest): Promise<BulkSmsResult> {
  const message = req.message.trim();
  if (!message) throw invalidField('message', 'required');
  const ids = [...new Set(req.contactIds)];

  // The clients are read in the transaction, so the texts, the price and the rows written agree.
  return db.transaction(async (tx): Promise<BulkSmsResult> => {
    const { outgoing, skipped } = plan(await loadRecipients(tx, req.centreId, ids), message);
    if (outgoing.length === 0) throw new HttpError(400, 'noSmsRecipients', 'errors.noSmsRecipients', { skipped });
    const credits = outgoing.reduce((sum, o) => sum + o.parts, 0);
    await lockSmsCredit(tx, req.centreId);
    const available = await smsCountLeft(tx, req.centreId);
    if (available < credits) throw notEnoughSms(credits, available);
    const after = await appendCreditEntry(tx, { centreId: req.centreId, delta: -credits, kind: 'bulkSms', userId: actor.userId });
    const messageIds: string[] = [];
    for (let i = 0; i < outgoing.length; i += 500) {
      const rows = await forCentre(tx, req.centreId)
        .insert(outbox)
        .values(
          outgoing.slice(i, i + 500).map((o) => ({
            channel: 'sms' as const,
            recipient: o.to,
            body: o.text,
            template: 'bulkSms',
            type: 'bulkSms' as const,
            contactId: o.contactId,
            smsCredits: o.parts,
          })),
        )
        .returning({ id: outbox.id });
      messageIds.push(...rows.map((r) => r.id));
    }
    await recordAudit(tx, { ...actor, centreId: req.centreId, action: 'update', objectType: 'smsCredit', detail: { kind: 'bulkSms', credits: -credits, recipients: outgoing.length } });
    // Each client's number and text go to the SMS gateway: one disclosure per client (ids only, never number or text).
    await recordAuditMany(
      tx,
      req.centreId,
      outgoing.map((o, i) => ({ ...actor, action: 'disclose' as const, objectType: 'contact', objectId: o.contactId, detail: { channel: 'sms', type: 'bulkSms', message: messageIds[i] } })),
    );
    return { success: true, sent: outgoing.length, credits, skipped, smsCountLeft: after };
  });
}
