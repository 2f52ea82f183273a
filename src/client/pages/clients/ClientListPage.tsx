/**
 * /clients/clientlist: the address book (spec §2) — search, filters (saved by name as query lists),
 * sortable columns, server pagination, bulk SMS and bulk delete, "new contact" (a quick form, then the profile), a row opens the profile.
 */
import { useState } from 'react';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import { useScopedCentre } from '../../admin/centreScope';
import { ToolbarIconButton } from '../../admin/listLayout/ListToolbar';
import { useRecordResource } from '../../admin/recordResources';
import { SchemaList } from '../../admin/SchemaList';
import { NoClinic } from '../../components/PageStates';
import { CreateContactDialog } from './CreateContactDialog';
import { CONTACT_IMPORT_PATH } from './clientPaths';
import { SendSmsBulkButton } from './sms/SendSmsBulkButton';

export function ClientListPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const centreId = useScopedCentre();
  const contacts = useRecordResource('contact');
  const tags = useRecordResource('tag');
  const [creating, setCreating] = useState(false);
  if (!centreId) return <NoClinic />;
  return (
    <>
      <SchemaList
        resource={contacts}
        title="clients.list.title"
        savedQueries
        bulkActions={<SendSmsBulkButton centreId={centreId} />}
        actions={
          <>
            <ToolbarIconButton name="importContacts" label={translate('clients.list.importHint')} icon={<FileUploadIcon />} onClick={() => navigate(CONTACT_IMPORT_PATH)} />
            <ToolbarIconButton name="manageTags" label={translate('clients.list.manageTagsHint')} icon={<LocalOfferIcon />} onClick={() => navigate(tags.paths.list)} />
            <Button variant="contained" size="small" name="createContact" startIcon={<PersonAddIcon />} onClick={() => setCreating(true)}>
              {translate('clients.list.create')}
            </Button>
          </>
        }
      />
      <CreateContactDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          navigate(contacts.paths.edit(id));
        }}
      />
    </>
  );
}
