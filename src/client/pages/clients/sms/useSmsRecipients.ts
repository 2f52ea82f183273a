/**
 * The selected clients as the dialog needs them: who can receive the SMS (same rule as the
 * server), how many are skipped, and what the typed text costs for them.
 */
import { useMemo } from 'react';
import { useGetMany } from 'react-admin';
import { useRecordResource } from '../../../admin/recordResources';
import { bulkSmsCost, bulkSmsValues, type BulkSmsCost, type SmsSkipReason } from '../../../../shared/sms';
import { checkSmsRecipient, type SmsContact } from '../../../../shared/smsRecipients';

interface ContactRow extends SmsContact {
  id: string;
  firstName?: string;
  lastName?: string;
}

export interface SmsRecipients {
  loading: boolean;
  reachable: number;
  skipped: Partial<Record<SmsSkipReason, number>>;
  skippedTotal: number;
  cost: BulkSmsCost;
}

export function useSmsRecipients(centreId: string, contactIds: string[], message: string, enabled: boolean): SmsRecipients {
  const contacts = useRecordResource('contact');
  const { data, isPending } = useGetMany<ContactRow>(contacts.def.resource, { ids: contactIds, meta: { centreId } }, { enabled: enabled && contactIds.length > 0 });
  const split = useMemo(() => {
    const values = [];
    const skipped: Partial<Record<SmsSkipReason, number>> = {};
    for (const row of data ?? []) {
      const check = checkSmsRecipient(row);
      if (check.ok) values.push(bulkSmsValues(row));
      else skipped[check.reason] = (skipped[check.reason] ?? 0) + 1;
    }
    return { values, skipped };
  }, [data]);
  const cost = useMemo(() => bulkSmsCost(message, split.values), [message, split.values]);
  return {
    loading: isPending,
    reachable: split.values.length,
    skipped: split.skipped,
    skippedTotal: Object.values(split.skipped).reduce((a, b) => a + (b ?? 0), 0),
    cost,
  };
}
