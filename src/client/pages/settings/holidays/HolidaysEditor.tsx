import { useState } from 'react';
import { Alert, Box, Button, Divider, Typography } from '@mui/material';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import SaveIcon from '@mui/icons-material/Save';
import { useLocaleState, useTranslate } from 'react-admin';
import type { DayOff, PublicHoliday } from '../../../../shared/api/daysOff';
import { UnsavedChangesGuard } from '../../../admin/UnsavedChangesGuard';
import { LoadFailed, PageLoading } from '../../../components/PageStates';
import { Section } from '../../../components/Section';
import { AddDayOffForm } from './AddDayOffForm';
import { DaysOffTable } from './DaysOffTable';
import { addDayOff, addPublicHolidays, removeDayOff, totalDays } from './daysOffDraft';
import { formatDayOff } from './dayOffText';
import { PublicHolidaysDialog } from './PublicHolidaysDialog';
import type { useDaysOffEditor } from './useDaysOffEditor';

export interface HolidaysEditorProps {
  editor: ReturnType<typeof useDaysOffEditor>;
  centreId: string;
  year: number;
  canton: string;
  dateFormat?: string;
}

/** The selected provider's days off of one year: add, review public holidays, remove, save. */
export function HolidaysEditor({ editor, centreId, year, canton, dateFormat }: HolidaysEditorProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [carried, setCarried] = useState<DayOff | null>(null);
  const { draft, stored, dirty, problem, saving } = editor;

  if (stored.error && !draft) return <LoadFailed error={stored.error} onRetry={() => void stored.reload()} />;
  if (!draft) return <PageLoading />;

  const add = (entry: DayOff) => {
    const result = addDayOff(draft.days, year, entry);
    if (result.ok) {
      editor.setDays(result.days);
      if (result.carry) editor.carryOver(result.carry);
      setCarried(result.carry);
    }
    return result;
  };
  const addHolidays = (holidays: PublicHoliday[]) => {
    editor.setDays(addPublicHolidays(draft.days, holidays));
    setDialogOpen(false);
  };

  return (
    <>
      <UnsavedChangesGuard when={() => dirty} />
      <Section
        name="daysOff"
        title={translate('settings.holidays.listTitle')}
        subtitle={translate('settings.holidays.summary', { year, count: new Intl.NumberFormat(locale).format(totalDays(draft.days)) })}
        action={
          <Button size="small" startIcon={<EventAvailableIcon />} onClick={() => setDialogOpen(true)} disabled={saving}>
            {translate('settings.holidays.publicHolidays.open')}
          </Button>
        }
      >
        <AddDayOffForm year={year} dateFormat={dateFormat} onAdd={add} disabled={saving} />
        {carried && (
          <Alert severity="info" onClose={() => setCarried(null)} sx={{ my: 1 }}>
            {translate('settings.holidays.carried', { year: year + 1, when: formatDayOff(carried, locale, dateFormat) })}
          </Alert>
        )}
        <Divider sx={{ my: 1 }} />
        <DaysOffTable days={draft.days} dateFormat={dateFormat} rowErrors={problem?.rows ?? {}} disabled={saving}
          onRemove={(index) => editor.setDays(removeDayOff(draft.days, index))} />
        {problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {translate('settings.holidays.notSaved')}: {translate(problem.messageKey, { _: translate('errors.internal') })}
          </Alert>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
          <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void editor.save()} disabled={saving || !dirty}>
            {translate('common.save')}
          </Button>
          {dirty && <Typography variant="body2" color="warning.main">{translate('settings.holidays.unsaved')}</Typography>}
        </Box>
      </Section>
      <PublicHolidaysDialog open={dialogOpen} centreId={centreId} year={year} canton={canton} dateFormat={dateFormat}
        days={draft.days} onClose={() => setDialogOpen(false)} onAdd={addHolidays} />
    </>
  );
}
