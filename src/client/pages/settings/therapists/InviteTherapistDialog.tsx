import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import type { Invitation, InviteInput } from '../../../../shared/api/invitations';
import { MEMBER_ROLES } from '../../../../shared/membership';
import { isValidEmail } from '../../../../shared/validators/email';
import { apiFetch, ApiRequestError } from '../../../api/http';
import { TextInput } from '../../../components/TextInput';
import { useNotifyError } from '../../../components/useNotifyError';
import { FieldGrid } from '../../../components/Section';
import { SelectField } from '../../../components/SelectField';
import { serverFieldErrors } from '../../../api/serverFieldErrors';
import type { FieldMessage } from '../../../api/errorText';
import { translateMessage } from '../../../api/errorText';
import { FormErrorSummary } from '../../../components/FormErrorSummary';
import { fieldSummaryItems } from '../../../components/formErrorItems';


type InviteValues = Required<InviteInput>;
type InviteErrors = Partial<Record<keyof InviteValues, FieldMessage>>;

const EMPTY: InviteValues = { email: '', firstName: '', lastName: '', role: 'PROVIDER' };

/** "Invite therapist": e-mail, names and role → POST /api/invitations/{centreId}/createAndInvite. */
export function InviteTherapistDialog({ open, centreId, onClose, onInvited }: {
  open: boolean;
  centreId: string;
  onClose: () => void;
  onInvited: (invitation: Invitation) => void;
}) {
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const [values, setValues] = useState<InviteValues>(EMPTY);
  const [errors, setErrors] = useState<InviteErrors>({});
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (open) {
      setValues(EMPTY);
      setErrors({});
    }
  }, [open]);

  const set = (key: keyof InviteValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const errorText = (key: keyof InviteValues) => (errors[key] ? translateMessage(translate, errors[key]!) : undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const email = values.email.trim();
    if (!isValidEmail(email)) {
      setErrors({ email: email ? 'errors.invalidEmail' : 'errors.required' });
      return;
    }
    setSending(true);
    try {
      const invitation = await apiFetch<Invitation>(`/api/invitations/${encodeURIComponent(centreId)}/createAndInvite`, {
        method: 'POST',
        body: { email, firstName: values.firstName.trim(), lastName: values.lastName.trim(), role: values.role } satisfies InviteInput,
      });
      onInvited(invitation);
    } catch (error) {
      const fields = serverFieldErrors<keyof InviteValues>(error);
      // Already a member of this practice: the e-mail field is where the problem is.
      if (error instanceof ApiRequestError && error.code === 'alreadyMember') fields.email = error.body.message;
      setErrors(fields);
      if (!Object.keys(fields).length) notifyError('common.unableToSend', error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="invite-title" slotProps={{ paper: { sx: { width: 600, maxWidth: 'calc(100% - 32px)' } } }}>
      <form onSubmit={submit} noValidate name="invite">
        <DialogTitle id="invite-title">{translate('settings.therapists.inviteDialog.title')}</DialogTitle>
        <DialogContent>
          <FormErrorSummary items={fieldSummaryItems(translate, errors)} />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('settings.therapists.inviteDialog.hint')}
          </Typography>
          <TextInput name="inviteEmail" type="email" required autoFocus maxLength={254} label={translate('settings.therapists.inviteDialog.email')}
            value={values.email} errorText={errorText('email')} onChange={(e) => set('email', e.target.value)} />
          <FieldGrid>
            <TextInput name="inviteFirstName" label={translate('settings.therapists.inviteDialog.firstName')}
              value={values.firstName} errorText={errorText('firstName')} onChange={(e) => set('firstName', e.target.value)} />
            <TextInput name="inviteLastName" label={translate('settings.therapists.inviteDialog.lastName')}
              value={values.lastName} errorText={errorText('lastName')} onChange={(e) => set('lastName', e.target.value)} />
          </FieldGrid>
          <SelectField name="inviteRole" label={translate('settings.therapists.inviteDialog.role')} value={values.role}
            helperText={translate(`settings.therapists.roleHints.${values.role}`)}
            options={MEMBER_ROLES.map((r) => ({ value: r, label: translate(`settings.therapists.roles.${r}`) }))}
            onChange={(v) => set('role', v)} />
        </DialogContent>
        <DialogActions>
          <Button name="cancelInvite" onClick={onClose}>{translate('common.cancel')}</Button>
          <Button type="submit" name="sendInvite" variant="contained" startIcon={<SendIcon />} disabled={sending}>
            {translate('settings.therapists.inviteDialog.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
