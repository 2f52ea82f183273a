/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '../i18n/I18n';
import { errorText } from '../i18n/errorText';
import { cancelManaged, getManaged, icsUrl, moveManaged, PublicApiError, type ManagedAppointment } from '../api/publicApi';
import { formatLongDate } from '../format';
import { PageFrame } from '../components/PageFrame';
import { StepHeading } from '../components/StepHeading';
import { Notice } from '../components/Notice';
import { DayTimePicker } from '../booking/DayTimePicker';
import { loadCentre } from '../useCentre';
import { therapistName } from '../booking/bookingFlow';

type Mode = 'view' | 'confirmCancel' | 'move';

const CLOSED_STATUSES = ['CANCELLED', 'DENIED', 'DELETED'];

/** The service and therapist ids to move within: from the answer, else found by name in the practice's profile. */
async function moveTarget(a: ManagedAppointment, language: string): Promise<{ serviceId: string; providerId: string; timezone: string } | null> {
  const centre = await loadCentre(a.centreId, language);
  const serviceId = a.serviceId ?? centre.services.find((s) => s.name === a.serviceName)?.serviceId;
  const providerId = a.providerId ?? centre.therapists.find((th) => therapistName(th) === a.providerName)?.providerId;
  return serviceId && providerId ? { serviceId, providerId, timezone: centre.timezone } : null;
}

/** /booking/manage/{token}: the appointment of the signed link, to cancel or move within the cancellation limit. */
export function ManagePage({ token }: { token: string }) {
  const { t, language } = useI18n();
  const [a, setA] = useState<ManagedAppointment | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [mode, setMode] = useState<Mode>('view');
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [target, setTarget] = useState<{ serviceId: string; providerId: string; timezone: string } | null>(null);
  const [staleCount, setStaleCount] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getManaged(token).then(setA, setLoadError);
  }, [token]);

  if (loadError) {
    return (
      <PageFrame title="">
        <StepHeading focus={false}>{t('manage.title')}</StepHeading>
        <Notice>{loadError instanceof PublicApiError && loadError.status === 404 ? t('manage.unknownLink') : errorText(t, loadError)}</Notice>
      </PageFrame>
    );
  }
  if (!a) return <p class="page muted">{t('common.loading')}</p>;

  const closed = CLOSED_STATUSES.includes(a.status);
  const refused = (error: unknown) => {
    if (error instanceof PublicApiError && error.code === 'slotTaken') {
      setStaleCount((n) => n + 1);
      setNotice({ kind: 'error', text: t('errors.slotTaken') });
    } else setNotice({ kind: 'error', text: errorText(t, error) });
  };
  const cancel = async () => {
    setBusy(true);
    try {
      const r = await cancelManaged(token);
      setA({ ...a, status: r.status, mayCancel: false, mayMove: false });
      setMode('view');
      setNotice({ kind: 'success', text: t('manage.cancelled') });
    } catch (error) {
      setMode('view');
      refused(error);
    } finally {
      setBusy(false);
    }
  };
  const startMove = async () => {
    setNotice(null);
    try {
      const found = await moveTarget(a, language);
      if (!found) return setNotice({ kind: 'error', text: t('manage.cannotMove') });
      setTarget(found);
      setMode('move');
    } catch (error) {
      refused(error);
    }
    return undefined;
  };

  return (
    <PageFrame title={a.centreName}>
      <StepHeading focus={false}>{t('manage.title')}</StepHeading>
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
      <dl class="summary">
        <div class="summary-row">
          <dt>{t('booking.summary.service')}</dt>
          <dd>{a.serviceName}</dd>
        </div>
        <div class="summary-row">
          <dt>{t('booking.summary.therapist')}</dt>
          <dd>{a.providerName}</dd>
        </div>
        <div class="summary-row">
          <dt>{t('booking.summary.when')}</dt>
          <dd>{`${formatLongDate(a.date, language)}, ${a.startTime}–${a.endTime}`}</dd>
        </div>
        <div class="summary-row">
          <dt>{t('manage.status')}</dt>
          <dd>{t(`manage.statuses.${a.status}`) === `manage.statuses.${a.status}` ? a.status : t(`manage.statuses.${a.status}`)}</dd>
        </div>
      </dl>
      {!closed ? (
        <ul class="actions">
          <li>
            <a class="button" href={icsUrl(token)} download="termin.ics">
              {t('booking.done.addToCalendar')}
            </a>
          </li>
          {a.mayMove ? (
            <li>
              <button type="button" class="button" onClick={startMove} aria-expanded={mode === 'move'}>
                {t('manage.move')}
              </button>
            </li>
          ) : null}
          {a.mayCancel ? (
            <li>
              <button type="button" class="button danger" onClick={() => setMode('confirmCancel')}>
                {t('manage.cancel')}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      {!closed && !a.mayCancel && !a.mayMove ? <p class="muted">{t('manage.limitPassed')}</p> : null}
      {!closed && a.cancelUntil && (a.mayCancel || a.mayMove) ? <p class="muted small">{t('manage.cancelUntil', { until: new Date(a.cancelUntil).toLocaleString(`${language}-CH`, { dateStyle: 'long', timeStyle: 'short' }) })}</p> : null}
      {mode === 'confirmCancel' ? (
        <div class="confirm" role="group" aria-labelledby="cancel-q">
          <p id="cancel-q">{t('manage.cancelQuestion')}</p>
          <button type="button" class="button danger" disabled={busy} onClick={cancel}>
            {t('manage.cancelYes')}
          </button>
          <button type="button" class="link-button" onClick={() => setMode('view')}>
            {t('manage.cancelNo')}
          </button>
        </div>
      ) : null}
      {mode === 'move' && target ? (
        <section aria-labelledby="move-title">
          <h2 id="move-title" class="section-title">{t('manage.moveTitle')}</h2>
          <DayTimePicker
            centreId={a.centreId}
            serviceId={target.serviceId}
            providerId={target.providerId}
            timeZone={target.timezone}
            staleCount={staleCount}
            initialDate={a.date}
            onPick={async (slot) => {
              setBusy(true);
              try {
                setA(await moveManaged(token, slot.date, slot.startTime));
                setMode('view');
                setNotice({ kind: 'success', text: t('manage.moved') });
              } catch (error) {
                refused(error);
              } finally {
                setBusy(false);
              }
            }}
          />
        </section>
      ) : null}
    </PageFrame>
  );
}
