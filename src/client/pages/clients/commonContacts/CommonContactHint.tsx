/**
 * "This client is already in your practice X" under the e-mail of a new contact, with
 * "Take over data": the person's data is copied into the current practice (created, or the
 * practice's own contact completed) and that contact opens.
 */
import { useState } from 'react';
import { Alert, Button, CircularProgress } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { CommonContactMatch } from '../../../../shared/api/commonContacts';
import { translateError } from '../../../api/errorText';
import { takeOverContacts } from './commonContactsApi';

export interface CommonContactHintProps {
  email: string;
  matches: CommonContactMatch[];
  centreId: string;
  /** The contact of the current practice that now holds the data. */
  onTakenOver: (contactId: string) => void;
}

export function CommonContactHint({ email, matches, centreId, onTakenOver }: CommonContactHintProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (matches.length === 0) return null;
  // Quoted: practice names often start with "Praxis" themselves.
  const practices = [...new Set(matches.map((m) => m.centre.name))].map((name) => translate('clients.commonContacts.quoted', { name }));

  const takeOver = async () => {
    setBusy(true);
    try {
      const result = await takeOverContacts(centreId, [email]);
      const outcome = result.results[0];
      if (outcome?.contact_id) onTakenOver(outcome.contact_id);
      else notify(outcome?.outcome === 'ambiguous' ? 'clients.commonContacts.ambiguous' : 'clients.commonContacts.gone', { type: 'warning' });
    } catch (error) {
      notify(translateError(translate, error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mt: 1 }}
      action={
        <Button
          color="inherit"
          size="small"
          name="takeOverContact"
          sx={{ whiteSpace: 'nowrap' }}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={14} color="inherit" /> : undefined}
          onClick={() => void takeOver()}
        >
          {translate('clients.commonContacts.takeOver')}
        </Button>
      }
    >
      {translate('clients.commonContacts.hint', { count: practices.length, practices: practices.join(', ') })}
    </Alert>
  );
}
