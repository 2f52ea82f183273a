/**
 * /clients/profile/{contactId}: the contact's profile (spec §2) — every field of the schema in
 * sections, saved as one update (spec §4 contact save); family members with "add child"; the
 * client's invoices and payments with their credit (with the invoicing flag); the notification
 * section (messages sent to the
 * client); delete.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EventNoteIcon from '@mui/icons-material/EventNote';
import { Box, Button, Chip, Tooltip, Typography } from '@mui/material';
import { Title, useGetOne, useNavigate, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useScopedCentre } from '../../admin/centreScope';
import { DeleteRecordButton } from '../../admin/DeleteRecordButton';
import { SchemaEdit } from '../../admin/RecordForms';
import { useRecordResource } from '../../admin/recordResources';
import { NoClinic } from '../../components/PageStates';
import { features } from '../../config/features';
import { clientAppointmentsPath } from '../appointments/appointmentPaths';
import type { ContactRecord } from './contactRecord';
import { ClientInvoices } from './ClientInvoices';
import { ClientPayments } from './ClientPayments';
import { FamilyMembers } from './FamilyMembers';
import { ContactNotifications } from './sms/ContactNotifications';

export function ContactProfilePage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { contactId = '' } = useParams();
  const centreId = useScopedCentre();
  const contacts = useRecordResource('contact');
  // Same query as the form's EditBase, so this is answered from the one request.
  const { data: record } = useGetOne<ContactRecord>(contacts.def.resource, { id: contactId, meta: { centreId } }, { enabled: Boolean(centreId && contactId) });
  if (!centreId) return <NoClinic />;
  const name = record ? contacts.represent(record) : '';
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      <Title title={name || 'clients.profile.title'} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={() => navigate(contacts.paths.list)} name="backToList">
          {translate('clients.profile.backToList')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }} data-testid="contact-name">
          {name}
        </Typography>
        {record?.complete === false && (
          <Tooltip title={translate('clients.profile.incompleteHint')}>
            <Chip color="warning" variant="outlined" size="small" label={translate('clients.profile.incomplete')} data-testid="contact-incomplete" />
          </Tooltip>
        )}
        {record?.status === 'archived' && <Chip label={translate('records.contact.statusOptions.archived')} size="small" />}
        <Button component={RouterLink} to={clientAppointmentsPath(contactId)} startIcon={<EventNoteIcon />} variant="outlined" data-testid="contact-appointments-link">
          {translate('appointments.client.link')}
        </Button>
      </Box>
      <SchemaEdit
        resource={contacts}
        id={contactId}
        formId="contactProfile"
        actions={record && <DeleteRecordButton resource={contacts} record={record} onDeleted={() => navigate(contacts.paths.list)} />}
      />
      {record && <FamilyMembers contact={record} />}
      {record && features.invoicing && <ClientInvoices centreId={centreId} contactId={contactId} />}
      {record && features.invoicing && <ClientPayments centreId={centreId} contactId={contactId} />}
      {record && <ContactNotifications centreId={centreId} contactId={contactId} />}
    </Box>
  );
}
