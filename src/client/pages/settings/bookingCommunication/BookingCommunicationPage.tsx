/**
 * /settings/booking-communication: how clients hear about their online bookings — reminder lead
 * times (first 12, 24 or 48 hours, second 1, 2 or 3 hours before; behaviour §9), e-mail and SMS
 * per notification type (wording §9), the SMS sender name and, below, the message templates.
 */
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRecordResource } from '../../../admin/recordResources';
import { SettingsRecordPage } from '../settingsRecord/SettingsRecordPage';
import { NotificationTemplatesSection } from './NotificationTemplatesSection';

export function BookingCommunicationPage() {
  const translate = useTranslate();
  return (
    <SettingsRecordPage resource={useRecordResource('bookingCommunication')} intro={<Alert severity="info" sx={{ mb: 2 }}>{translate('bookingCommunication.intro')}</Alert>}>
      <NotificationTemplatesSection />
    </SettingsRecordPage>
  );
}
