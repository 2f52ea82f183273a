/**
 * "New contact": the quick form in a dialog; the full profile opens after saving. Its e-mail
 * field points out a client the user already has in another practice and can take the data
 * over from there (common contacts), which opens that contact instead.
 */
import { useMemo } from 'react';
import { flushSync } from 'react-dom';
import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRecordResource } from '../../admin/recordResources';
import type { RecordResource } from '../../admin/resourceTypes';
import type { RecordFormConfig } from '../../admin/uiSchemaBuilder';
import { SchemaCreate } from '../../admin/RecordForms';
import { COMMON_CONTACT_EMAIL_WIDGET, CommonContactEmailWidget, CommonContactTakeOverContext } from './commonContacts/CommonContactEmailWidget';

/** The contacts' quick form, its e-mail field pointing out common contacts. */
function quickCreate(contacts: RecordResource): { form: RecordFormConfig; resource: RecordResource } {
  const quick = contacts.config.forms?.quick ?? {};
  return {
    form: { ...quick, fields: { ...quick.fields, email: { ...quick.fields?.email, 'ui:widget': COMMON_CONTACT_EMAIL_WIDGET } } },
    resource: { ...contacts, config: { ...contacts.config, widgets: { ...contacts.config.widgets, [COMMON_CONTACT_EMAIL_WIDGET]: CommonContactEmailWidget } } },
  };
}

export function CreateContactDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  const translate = useTranslate();
  const contacts = useRecordResource('contact');
  const quick = useMemo(() => quickCreate(contacts), [contacts]);
  // The typed values are dropped on purpose: close (unmounting the form and its unsaved-changes
  // guard) before opening the contact that now holds the person's data.
  const takenOver = (contactId: string) => {
    flushSync(onClose);
    onCreated(contactId);
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="create-contact-title">
      <DialogTitle id="create-contact-title" sx={{ pr: 6 }}>
        {translate('clients.create.title')}
        <IconButton aria-label={translate('common.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {open && (
          <CommonContactTakeOverContext.Provider value={takenOver}>
            <SchemaCreate
              resource={quick.resource}
              form={quick.form}
              defaults={contacts.config.defaults}
              formId="createContact"
              submitLabel={translate('clients.create.submit')}
              onSaved={(record) => onCreated(String(record.id))}
            />
          </CommonContactTakeOverContext.Provider>
        )}
      </DialogContent>
    </Dialog>
  );
}
