/** "New contact": the quick form in a dialog; the full profile opens after saving. */
import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { contactDefaults, contactQuickForm, contacts } from '../../../../resources/contacts';
import { SchemaCreate } from '../../admin/RecordForms';

export function CreateContactDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (id: string) => void }) {
  const translate = useTranslate();
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
          <SchemaCreate
            resource={contacts}
            form={contactQuickForm}
            defaults={contactDefaults}
            formId="createContact"
            submitLabel={translate('clients.create.submit')}
            onSaved={(record) => onCreated(String(record.id))}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
