/** @jsxImportSource preact */
/**
 * /booking/offer/{token} (issue 10 §6): a time that freed up, held for a waitlisted patient until
 * `offeredUntil`. Taking it books it (the link came to the phone and e-mail verified when joining,
 * so no new code); declining passes it to the next in line. Afterwards the manage link applies.
 */
import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '../i18n/I18n';
import { errorText } from '../i18n/errorText';
import { acceptOffer, declineOffer, getOffer, PublicApiError, type WaitlistOffer } from '../api/publicApi';
import { formatLongDate } from '../format';
import { PageFrame } from '../components/PageFrame';
import { StepHeading } from '../components/StepHeading';
import { Notice } from '../components/Notice';

type Outcome = { kind: 'booked'; manageUrl: string; confirmed: boolean } | { kind: 'declined' };

export function OfferPage({ token }: { token: string }) {
  const { t, language } = useI18n();
  const [offer, setOffer] = useState<WaitlistOffer | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getOffer(token).then(setOffer, setLoadError);
  }, [token]);

  const gone = (e: unknown) => e instanceof PublicApiError && (e.status === 404 || e.status === 410);
  if (loadError) {
    return (
      <PageFrame title="">
        <StepHeading focus={false}>{t('offer.title')}</StepHeading>
        <Notice>{gone(loadError) ? t('offer.gone') : errorText(t, loadError)}</Notice>
      </PageFrame>
    );
  }
  if (!offer) return <p class="page muted">{t('common.loading')}</p>;

  const act = async (call: () => Promise<Outcome>) => {
    setBusy(true);
    setFailure(null);
    try {
      setOutcome(await call());
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const until = new Date(offer.offeredUntil).toLocaleTimeString(`${language}-CH`, { hour: '2-digit', minute: '2-digit' });

  return (
    <PageFrame title={offer.centreName}>
      <StepHeading focus={false}>{t('offer.title')}</StepHeading>
      <dl class="summary">
        <div class="summary-row">
          <dt>{t('booking.summary.service')}</dt>
          <dd>{offer.serviceName}</dd>
        </div>
        <div class="summary-row">
          <dt>{t('booking.summary.therapist')}</dt>
          <dd>{offer.providerName}</dd>
        </div>
        <div class="summary-row">
          <dt>{t('booking.summary.when')}</dt>
          <dd>{`${formatLongDate(offer.date, language)}, ${offer.startTime}–${offer.endTime}`}</dd>
        </div>
      </dl>
      {failure ? <Notice>{gone(failure) ? t('offer.gone') : errorText(t, failure)}</Notice> : null}
      {outcome?.kind === 'booked' ? (
        <div data-testid="offer-booked">
          <Notice kind="success">{outcome.confirmed ? t('offer.booked') : t('offer.requested')}</Notice>
          <p>
            <a class="button" href={outcome.manageUrl}>
              {t('booking.done.manage')}
            </a>
          </p>
        </div>
      ) : outcome?.kind === 'declined' ? (
        <Notice kind="success">{t('offer.declined')}</Notice>
      ) : (
        <div>
          <p class="muted">{t('offer.heldUntil', { until })}</p>
          <ul class="actions">
            <li>
              <button
                type="button"
                class="button primary"
                disabled={busy}
                onClick={() =>
                  act(async () => {
                    const r = await acceptOffer(token);
                    return { kind: 'booked', manageUrl: r.manageUrl, confirmed: r.status === 'CONFIRMED' };
                  })
                }
              >
                {t('offer.take')}
              </button>
            </li>
            <li>
              <button type="button" class="link-button" disabled={busy} onClick={() => act(async () => (await declineOffer(token), { kind: 'declined' }))}>
                {t('offer.decline')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </PageFrame>
  );
}
