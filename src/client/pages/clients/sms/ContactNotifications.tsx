/**
 * The client's notification section on the profile (spec §7 GET /api/notifications/contact/{id}/
 * centre/{cid}): date, type, channel, status and text of each message, newest first.
 */
import { Alert, Box, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { FormSection } from '../../../admin/templates/FormSection';
import { contactNotificationsQueryKey, fetchContactNotifications } from './smsApi';

export function ContactNotifications({ centreId, contactId }: { centreId: string; contactId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const list = useQuery({ queryKey: contactNotificationsQueryKey(centreId, contactId), queryFn: () => fetchContactNotifications(centreId, contactId) });
  const when = (iso: string) => new Intl.DateTimeFormat(locale ?? 'de', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <FormSection title={translate('sms.notifications.title')} name="notifications">
      {list.isPending && <CircularProgress size={24} />}
      {list.isError && <Alert severity="error">{translate('common.unableToFetch')}</Alert>}
      {list.data && list.data.length === 0 && (
        <Typography color="text.secondary" data-testid="notifications-empty">
          {translate('sms.notifications.empty')}
        </Typography>
      )}
      {list.data && list.data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="notifications-table">
            <TableHead>
              <TableRow>
                <TableCell>{translate('sms.notifications.date')}</TableCell>
                <TableCell>{translate('sms.notifications.type')}</TableCell>
                <TableCell>{translate('sms.notifications.channel')}</TableCell>
                <TableCell>{translate('sms.notifications.status')}</TableCell>
                <TableCell>{translate('sms.notifications.text')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.map((n) => (
                <TableRow key={n.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(n.createdAt)}</TableCell>
                  <TableCell>{n.type ? translate(`sms.notificationTypes.${n.type}`) : '–'}</TableCell>
                  <TableCell>{translate(`sms.channels.${n.channel}`)}</TableCell>
                  <TableCell>{translate(`sms.statuses.${n.status}`)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{n.subject ? `${n.subject}\n${n.text}` : n.text}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </FormSection>
  );
}
