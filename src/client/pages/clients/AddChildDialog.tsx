/** The "add child" form: name, sex and birth date; contact details come from the parent. */
import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { RecordFormConfig } from '../../admin';
import { useScopedCentre } from '../../admin/centreScope';
import { writeBody } from '../../admin/formSchema';
import { useRecordResource } from '../../admin/recordResources';
import { SchemaForm } from '../../admin/SchemaForm';
import { serverFieldErrors } from '../../admin/validation';
import { apiFetch } from '../../api/http';
import { translateError } from '../../api/errorText';
import type { ContactRecord } from './contactRecord';

/** The contact form (its widgets and hidden fields) narrowed to who the child is. */
const childForm = (contactForm: RecordFormConfig | undefined): RecordFormConfig => ({
  ...contactForm,
  groups: [{ name: 'child', title: 'clients.family.childSection', fields: ['firstName', 'lastName', 'sex', 'dateOfBirth'] }],
  onlyGroups: true,
});

/** What a child shares with its parent: how to reach the family and where it lives. */
const INHERITED = ['email', 'countryPhone', 'phone', 'Address', 'billingAddress', 'insurance'] as const;

export function AddChildDialog({ parent, open, onClose, onCreated }: { parent: ContactRecord; open: boolean; onClose: () => void; onCreated: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const centreId = useScopedCentre();
  const contacts = useRecordResource('contact');

  const submit = async (formData: Record<string, unknown>) => {
    if (!centreId) return;
    const inherited = Object.fromEntries(INHERITED.filter((k) => parent[k] !== undefined && parent[k] !== null).map((k) => [k, parent[k]]));
    const body = { ...inherited, ...writeBody(contacts.def, formData, null) };
    try {
      await apiFetch(`/api/contacts/${encodeURIComponent(parent.contact_id)}/clinics/${encodeURIComponent(centreId)}/child`, { method: 'POST', body });
      notify('clients.family.childCreated', { type: 'info' });
      onCreated();
    } catch (error) {
      const errors = serverFieldErrors(error);
      if (errors.length === 0) notify(translateError(translate, error), { type: 'error' });
      return errors;
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="add-child-title">
      <DialogTitle id="add-child-title" sx={{ pr: 6 }}>
        {translate('clients.family.addChild')}
        <IconButton aria-label={translate('common.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {open && (
          <SchemaForm
            id="addChild"
            def={contacts.def}
            form={childForm(contacts.config.form)}
            record={{ lastName: parent.lastName }}
            onSubmit={submit}
            submitLabel={translate('clients.family.createChild')}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
