/**
 * Asks for a saved query's name (save and rename). The dialog stays open on a refusal and shows
 * the server's translated reason under the field, e.g. a name the centre already uses.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { serverErrorMessage, translateError, translateMessage } from '../../api/errorText';
import { serverFieldErrors } from '../validation';

const MAX_NAME = 100;

export interface QueryNameDialogProps {
  open: boolean;
  title: string;
  initialName?: string;
  submitLabel: string;
  onClose: () => void;
  /** Saves the name; a rejection keeps the dialog open with the reason. */
  onSubmit: (name: string) => Promise<void>;
}

export function QueryNameDialog({ open, title, initialName = '', submitLabel, onClose, onSubmit }: QueryNameDialogProps) {
  const translate = useTranslate();
  const [name, setName] = useState(initialName);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setName(initialName);
    setFieldError(null);
    setFormError(null);
  }, [open, initialName]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || saving) return;
    setSaving(true);
    try {
      await onSubmit(trimmed);
    } catch (error) {
      const [onName] = serverFieldErrors(error).filter((e) => e.field === 'name');
      const other = serverFieldErrors(error).find((e) => e.field !== 'name');
      // The messages keep their values: a name too long says the limit.
      setFieldError(onName ? translateMessage(translate, serverErrorMessage(onName)) : null);
      setFormError(onName ? null : other ? translateMessage(translate, serverErrorMessage(other), 'errors.internal') : translateError(translate, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="query-name-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id="query-name-title">{title}</DialogTitle>
        <DialogContent>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            name="queryName"
            label={translate('queryLists.saved.name')}
            value={name}
            error={Boolean(fieldError)}
            helperText={fieldError ?? ' '}
            slotProps={{ htmlInput: { maxLength: MAX_NAME } }}
            onChange={(e) => {
              setName(e.target.value);
              setFieldError(null);
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('common.cancel')}</Button>
          <Button type="submit" variant="contained" name="saveQueryName" disabled={!name.trim() || saving}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
