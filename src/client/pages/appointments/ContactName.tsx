import { Link } from '@mui/material';
import { useGetManyAggregate, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordResource } from '../../admin/recordResources';
import { clientProfilePath } from './appointmentPaths';

/**
 * The client's name (react-admin batches the lookups of a list into one request), optionally as a
 * link to the client's profile.
 */
export function ContactName({ centreId, contactId, link = false }: { centreId: string; contactId: string | undefined; link?: boolean }) {
  const translate = useTranslate();
  const contacts = useRecordResource('contact');
  const { data } = useGetManyAggregate(contacts.def.resource, { ids: contactId ? [contactId] : [], meta: { centreId } }, { enabled: Boolean(contactId) });
  if (!contactId) return <>{translate('appointments.noClient')}</>;
  const record = data?.find((r) => r && String(r.id) === contactId);
  const name = record ? contacts.represent(record) : '…';
  if (!link) return <>{name}</>;
  return (
    <Link component={RouterLink} to={clientProfilePath(contactId)} data-testid="appointment-client-link">
      {name}
    </Link>
  );
}
