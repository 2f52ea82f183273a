/**
 * The case of an appointment (wording.md §3 "Project/case"): at most one case of its client.
 * Shows the current one, picks another of the client's cases or none, or creates a new case
 * inline (name, optional case number and date) and assigns it.
 */
import { lazy, Suspense, useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { caseApi, useClientCases, type NewCase, type Project } from '../../../api/appointmentCases';
import type { Appointment } from '../../../api/appointments';
import { ActionError } from './ActionError';
import { useAppointmentAction } from './useAppointmentAction';

// The form brings the date picker: downloaded when a new case is started.
const NewCaseForm = lazy(() => import('./NewCaseForm').then((m) => ({ default: m.NewCaseForm })));

const NONE = '';
const caseLabel = (p: Project) => (p.caseNumber ? `${p.name} (${p.caseNumber})` : p.name);

export function CaseSection({ appointment }: { appointment: Appointment }) {
  const translate = useTranslate();
  const notify = useNotify();
  const centreId = appointment.centre_fk;
  const contactId = appointment.contact_fk;
  const cases = useClientCases(centreId, contactId);
  const { run, busy, error, clearError } = useAppointmentAction(centreId);
  const [creating, setCreating] = useState(false);
  const id = appointment.appointment_id;
  const current = appointment.project_fk ?? NONE;
  const list = cases.data ?? [];

  const choose = async (projectId: string) => {
    if (projectId === current) return;
    if (await run(() => caseApi.assign(id, projectId === NONE ? null : projectId))) notify('appointments.case.assigned', { type: 'info' });
  };
  const create = async (fields: Omit<NewCase, 'contact_fk'>) => {
    const assigned = await run(async () => {
      const made = await caseApi.create(centreId, { ...fields, contact_fk: contactId as string });
      return caseApi.assign(id, made.project_id);
    });
    if (!assigned) return false;
    setCreating(false);
    notify('appointments.case.created', { type: 'info' });
    return true;
  };

  return (
    <Box component="section" aria-labelledby="appointment-case-title" data-testid="appointment-case-section">
      <Typography id="appointment-case-title" variant="subtitle1" component="h3" gutterBottom>
        {translate('appointments.case.title')}
      </Typography>
      {!contactId && <Typography variant="body2" color="text.secondary">{translate('appointments.case.noClient')}</Typography>}
      {contactId && cases.isPending && <CircularProgress size={20} />}
      {cases.error && <ActionError error={cases.error} />}
      {contactId && cases.data && (
        <Stack spacing={1}>
          <TextField
            select size="small" name="project_fk" label={translate('appointments.case.label')} disabled={busy}
            // A case not (yet) in the list, e.g. created by a colleague a moment ago, shows empty until the list refreshes.
            value={current === NONE || list.some((p) => p.project_id === current) ? current : NONE}
            onChange={(e) => void choose(e.target.value)}
            // "No case" is a choice of its own, shown as such.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value={NONE}><em>{translate('appointments.case.none')}</em></MenuItem>
            {list.map((p) => (
              <MenuItem key={p.project_id} value={p.project_id}>{caseLabel(p)}</MenuItem>
            ))}
          </TextField>
          {list.length === 0 && !creating && <Typography variant="body2" color="text.secondary">{translate('appointments.case.noCases')}</Typography>}
          {creating ? (
            <Suspense fallback={<CircularProgress size={20} />}>
              <NewCaseForm busy={busy} onCreate={create} onCancel={() => setCreating(false)} />
            </Suspense>
          ) : (
            <Box>
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setCreating(true)}>{translate('appointments.case.new')}</Button>
            </Box>
          )}
        </Stack>
      )}
      <ActionError error={error} onClose={clearError} />
    </Box>
  );
}
