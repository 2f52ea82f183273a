/**
 * /settings/holidays-special-days: a provider's days off per year (spec §3, §7), with the
 * public holidays of the centre's canton on offer. Owners and admins pick any therapist of the
 * practice, a provider edits their own. The special-days week editor becomes the second tab.
 */
import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useAlertDialog } from '../../../components/AlertDialogProvider';
import { useSession } from '../../../session/SessionProvider';
import { NoClinic, NoPermission, PageBody } from '../../../components/PageStates';
import { SelectField } from '../../../components/SelectField';
import { isManagerOf } from '../../../session/roles';
import { HolidaysEditor } from './HolidaysEditor';
import { useDaysOffEditor } from './useDaysOffEditor';

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

  const title = <Title title="settings.holidays.title" />;
  if (!centreId) return <>{title}<NoClinic /></>;
  if (!providerId) return <>{title}<NoPermission /></>;

  /** Switching therapist or year with unsaved changes asks first (wording: unsaved data will be lost). */
  const switchTo = async (change: () => void) => {
    if (editor.dirty) {
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
      <Tabs value="holidays" sx={{ mb: 2 }} aria-label={translate('settings.holidays.title')}>
        <Tab value="holidays" label={translate('settings.holidays.tab')} />
      </Tabs>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, maxWidth: 640, mb: 1 }}>
        <SelectField name="therapist" label={translate('settings.holidays.therapist')} value={providerId} disabled={!manager}
          onChange={(v) => void switchTo(() => setChosen(v))}
          options={providers.map((p) => ({ value: p.user_fk, label: `${p.firstName} ${p.lastName}`.trim() || p.email }))} />
        <SelectField name="year" label={translate('settings.holidays.year')} value={String(year)}
          onChange={(v) => void switchTo(() => setYear(Number(v)))}
          options={yearOptions(thisYear).map((y) => ({ value: String(y), label: String(y) }))} />
      </Box>
      <HolidaysEditor editor={editor} centreId={centreId} year={year} canton={canton} dateFormat={user?.UserSetting.dateFormat} />
    </PageBody>
  );
}
