/**
 * /settings/holidays-special-days: a provider's days off per year (spec §3, §7), with the
 * public holidays of the centre's canton on offer, and on the second tab
 * (?tab=special-days) the special-days week editor (spec §2, §9). Owners and admins pick any
 * therapist of the practice, a provider edits their own; therapist and year serve both tabs.
 */
import { lazy, Suspense, useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { useAlertDialog } from '../../../components/AlertDialogProvider';
import { useSession } from '../../../session/SessionProvider';
import { NoClinic, NoPermission, PageBody } from '../../../components/PageStates';
import { PageLoading } from '../../../components/PageLoading';
import { SelectField } from '../../../components/SelectField';
import { isManagerOf } from '../../../session/roles';
import { HolidaysEditor } from './HolidaysEditor';
import { useDaysOffEditor } from './useDaysOffEditor';

// The week editor brings the calendar's grid: downloaded when its tab is opened.
const SpecialDaysEditor = lazy(() => import('./specialDays/SpecialDaysEditor').then((m) => ({ default: m.SpecialDaysEditor })));
const SPECIAL_DAYS_TAB = 'special-days';

/** Years offered: two back (to look up) and five ahead (to plan). */
const yearOptions = (current: number) => Array.from({ length: 8 }, (_, i) => current - 2 + i);

export function HolidaysSpecialDaysPage() {
  const translate = useTranslate();
  const alert = useAlertDialog();
  const { user, activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const manager = isManagerOf(user, centreId);
  const providers = (activeCentre?.CentreProvider ?? []).filter((p) => manager || p.user_fk === user?.user_id);
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [chosen, setChosen] = useState<string | null>(null);
  const providerId = chosen && providers.some((p) => p.user_fk === chosen) ? chosen : (providers.find((p) => p.user_fk === user?.user_id) ?? providers[0])?.user_fk ?? '';
  const editor = useDaysOffEditor(centreId, providerId, year);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === SPECIAL_DAYS_TAB ? SPECIAL_DAYS_TAB : 'holidays';
  const [specialDaysDirty, setSpecialDaysDirty] = useState(false);

  const title = <Title title="settings.holidays.title" />;
  if (!centreId) return <>{title}<NoClinic /></>;
  if (!providerId) return <>{title}<NoPermission /></>;

  /**
   * Switching therapist or year with unsaved changes asks first (wording: unsaved data will be
   * lost); so does leaving the special-days tab, whose changes live in the tab (the days off
   * stay in the page's draft).
   */
  const switchTo = async (change: () => void, leavingTab = false) => {
    if (leavingTab ? specialDaysDirty : editor.dirty || specialDaysDirty) {
      const answer = await alert({
        title: translate('admin.form.unsavedTitle'),
        content: translate('common.unsavedChanges'),
        buttons: [
          { label: translate('common.cancel'), variant: 'text' },
          { label: translate('admin.form.leave'), variant: 'contained', color: 'error', name: 'leaveWithoutSaving' },
        ],
      });
      if (answer?.button !== 1) return;
    }
    change();
  };

  const canton = activeCentre?.address?.[0]?.country && activeCentre.address[0].country !== 'CH' ? '' : activeCentre?.address?.[0]?.state ?? '';
  return (
    <PageBody>
      {title}
      <Tabs value={tab} sx={{ mb: 2 }} aria-label={translate('settings.holidays.title')}
        onChange={(_, next: string) => void switchTo(() => setParams(next === SPECIAL_DAYS_TAB ? { tab: SPECIAL_DAYS_TAB } : {}, { replace: true }), true)}>
        <Tab value="holidays" label={translate('settings.holidays.tab')} />
        <Tab value={SPECIAL_DAYS_TAB} label={translate('specialDays.tab')} />
      </Tabs>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, maxWidth: 640, mb: 1 }}>
        <SelectField name="therapist" label={translate('settings.holidays.therapist')} value={providerId} disabled={!manager}
          onChange={(v) => void switchTo(() => setChosen(v))}
          options={providers.map((p) => ({ value: p.user_fk, label: `${p.firstName} ${p.lastName}`.trim() || p.email }))} />
        <SelectField name="year" label={translate('settings.holidays.year')} value={String(year)}
          onChange={(v) => void switchTo(() => setYear(Number(v)))}
          options={yearOptions(thisYear).map((y) => ({ value: String(y), label: String(y) }))} />
      </Box>
      {tab === 'holidays' ? (
        <HolidaysEditor editor={editor} centreId={centreId} year={year} canton={canton} dateFormat={user?.UserSetting.dateFormat} />
      ) : (
        <Suspense fallback={<PageLoading />}>
          <SpecialDaysEditor key={`${providerId}:${year}`} centreId={centreId} providerId={providerId} year={year}
            timeFormat={user?.UserSetting.timeFormat === '12h' ? '12h' : '24h'} dateFormat={user?.UserSetting.dateFormat} onDirtyChange={setSpecialDaysDirty} />
        </Suspense>
      )}
    </PageBody>
  );
}
