/** Calls of the bulk SMS dialog and the notification section (src/shared/api/sms.ts). */
import { apiFetch } from '../../../api/http';
import type { BulkSmsRequest, BulkSmsResult, ContactNotification } from '../../../../shared/api/sms';

export const smsCreditQueryKey = (centreId: string) => ['smsCredit', centreId] as const;
export const contactNotificationsQueryKey = (centreId: string, contactId: string) => ['contactNotifications', centreId, contactId] as const;

export const fetchSmsCredit = (centreId: string) => apiFetch<{ smsCountLeft: number }>(`/api/centres/${encodeURIComponent(centreId)}/sms-credit`);

export const postBulkSms = (body: BulkSmsRequest) => apiFetch<BulkSmsResult>('/api/sms/sendBulkSMS', { method: 'POST', body });

export const fetchContactNotifications = (centreId: string, contactId: string) =>
  apiFetch<ContactNotification[]>(`/api/notifications/contact/${encodeURIComponent(contactId)}/centre/${encodeURIComponent(centreId)}`);
