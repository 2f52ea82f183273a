/**
 * /settings/integrations: Google Calendar sync and the calendar feed (ICS) per therapist (wording
 * "Integrations"). A therapist
 * sees their own calendar, owners and admins every therapist of the practice. Google sends the
 * user back here with ?code&state after sign-in; the page hands them to the server and cleans
 * the address.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, LinearProgress } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { CentreProvider } from '../../../../shared/api/contracts';
import { translateError } from '../../../api/errorText';
import { useSession } from '../../../session/SessionProvider';
import { LoadFailed, NoClinic, PageBody, PageLoading } from '../../../components/PageStates';
import { isManagerOf } from '../../../session/roles';
import { Section } from '../../../components/Section';
import { useApiQuery } from '../../../api/useApiQuery';
import { GoogleCalendarCard } from './GoogleCalendarCard';
import { IcsFeedCard } from './IcsFeedCard';
import { googleCalendarApi } from './googleCalendarApi';
import { INTEGRATIONS_PATH } from './integrationsPath';

/** The providers whose calendars the user manages: their own first, then (managers) the others. */
export function managedProviders(all: CentreProvider[], userId: string, manager: boolean): CentreProvider[] {
  const own = all.filter((p) => p.user_fk === userId);
  return manager ? [...own, ...all.filter((p) => p.user_fk !== userId)] : own;
}

/** Handles Google's return (?code&state, or ?error) once, then calls `onDone`. */
function useGoogleReturn(centreId: string | null, onDone: () => void): boolean {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const translate = useTranslate();
  const handled = useRef<string | null>(null);
  const code = params.get('code');
  const state = params.get('state');
  const denied = params.get('error');
  const pending = Boolean(centreId && (denied || (code && state)));

  useEffect(() => {
    if (!centreId || !pending) return;
    const key = code ?? denied ?? '';
    if (handled.current === key) return; // React may run effects twice; a code works only once.
    handled.current = key;
    const finish = () => {
      navigate(INTEGRATIONS_PATH, { replace: true });
      onDone();
    };
    if (denied || !code || !state) {
      notify('settings.integrations.google.signInCancelled', { type: 'warning' });
      finish();
      return;
    }
    googleCalendarApi
      .connect(centreId, code, state)
      .then(() => notify('settings.integrations.google.connected', { type: 'success' }))
      .catch((err: unknown) => notify(translateError(translate, err), { type: 'error' }))
      .finally(finish);
  }, [centreId, pending, code, state, denied, navigate, notify, onDone]);
  return pending;
}

export function IntegrationsPage() {
  const translate = useTranslate();
  const { user, activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const manager = isManagerOf(user, centreId);
  const providers = useApiQuery<CentreProvider[]>(centreId ? `/api/centres/${encodeURIComponent(centreId)}/settings/providers` : null);
  const [reloadKey, setReloadKey] = useState(0);
  const [notConfigured, setNotConfigured] = useState(false);
  const reload = useCallback(() => setReloadKey((k) => k + 1), []);
  const markNotConfigured = useCallback(() => setNotConfigured(true), []);
  const returning = useGoogleReturn(centreId, reload);

  const title = <Title title="settings.integrations.title" />;
  if (!centreId) return <>{title}<NoClinic /></>;
  if (providers.error && !providers.data) return <>{title}<LoadFailed error={providers.error} onRetry={() => void providers.reload()} /></>;
  if (!providers.data) return <>{title}<PageLoading /></>;
  const shown = managedProviders(providers.data, user?.user_id ?? '', manager);

  return (
    <PageBody>
      {title}
      <Section title={translate('settings.integrations.google.title')} subtitle={translate('settings.integrations.google.intro')} name="googleCalendar">
        {returning && (
          <Alert severity="info" icon={false}>
            {translate('settings.integrations.google.connecting')}
            <LinearProgress sx={{ mt: 1 }} />
          </Alert>
        )}
        {notConfigured && <Alert severity="info">{translate('settings.integrations.google.notConfigured')}</Alert>}
      </Section>
      {!returning &&
        !notConfigured &&
        shown.map((p) => <GoogleCalendarCard key={p.centreProvider_id} centreId={centreId} provider={p} reloadKey={reloadKey} onNotConfigured={markNotConfigured} />)}
      <Section title={translate('calendarFeed.title')} subtitle={translate('calendarFeed.intro')} name="icsFeeds">
        {null}
      </Section>
      {shown.map((p) => <IcsFeedCard key={p.centreProvider_id} centreId={centreId} provider={p} />)}
    </PageBody>
  );
}
