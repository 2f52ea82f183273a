/**
 * The bulk run's progress (issue 11 §2): a bar from 0 to the run's invoices, the counts of
 * wording.md §3 "Appointment process counts" (successful, failed, skipped), and at the end the
 * failed groups with their reasons.
 */
import { Alert, Box, Button, LinearProgress, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BulkRunState } from './useBulkInvoiceRun';

export interface BulkRunProgressProps {
  state: BulkRunState;
  /** How a failed group's appointments read (client and date). */
  describe: (appointmentIds: string[]) => string;
  onClose: () => void;
}

export function BulkRunProgress({ state, describe, onClose }: BulkRunProgressProps) {
  const translate = useTranslate();
  const { total, done, finished } = state;
  const value = finished ? 100 : total ? Math.round((done / total) * 100) : 0;
  const label = translate('finances.bulk.progressLabel');
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="bulk-run" data-finished={String(finished)} role="region" aria-label={label}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate(finished ? 'finances.bulk.finished' : total === null ? 'finances.bulk.waiting' : 'finances.bulk.running', { done, total: total ?? 0 })}
      </Typography>
      <LinearProgress variant={total === null && !finished ? 'indeterminate' : 'determinate'} value={value} aria-label={label} aria-valuetext={`${done} / ${total ?? '?'}`} sx={{ height: 10, borderRadius: 1, mb: 1 }} />
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }} data-testid="bulk-counts">
        <Typography data-testid="bulk-successful">{translate('finances.bulk.successful', { count: state.successful })}</Typography>
        <Typography data-testid="bulk-failed" color={state.failed ? 'error' : undefined}>{translate('finances.bulk.failed', { count: state.failed })}</Typography>
        <Typography data-testid="bulk-skipped">{translate('finances.bulk.skipped', { count: state.skipped })}</Typography>
      </Box>
      {finished && state.outcome === 'failed' && <Alert severity="error" sx={{ mt: 1 }}>{translate('finances.bulk.stopped')}</Alert>}
      {state.failures.length > 0 && (
        <List dense aria-label={translate('finances.bulk.failures')} data-testid="bulk-failures">
          {state.failures.map((f) => (
            <ListItem key={f.appointmentIds.join(',')} disableGutters>
              <ListItemText primary={describe(f.appointmentIds)} secondary={translate(`errors.${f.code}`, { _: translate('errors.internal') })} />
            </ListItem>
          ))}
        </List>
      )}
      {finished && (
        <Button size="small" onClick={onClose} sx={{ mt: 1 }}>
          {translate('ra.action.close')}
        </Button>
      )}
    </Paper>
  );
}
