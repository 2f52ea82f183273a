/** @jsxImportSource preact */
/**
 * /booking/offer/{token} (issue 10 §6): a time that freed up, held for a waitlisted patient until
 * `offeredUntil`. Taking it books it (the link came to the phone and e-mail verified when joining,
 * so no new code); declining passes it to the next in line. Afterwards the manage link applies.
 */
import { useEffect, useState } from 'preact/hooks';
import { useI18n } from '../i18n/I18n';
import { errorText } from '../i18n/errorText';
import { acceptOffer, declineOffer, getOffer, PublicApiError, type BookingReply, type WaitlistOffer } from '../api/publicApi';
import { PageFrame } from '../components/PageFrame';
import { StepHeading } from '../components/StepHeading';
import { Notice } from '../components/Notice';
import { Summary } from '../booking/Summary';
import { DoneStep } from '../booking/DoneStep';

type Outcome = { kind: 'booked'; reply: BookingReply } | { kind: 'declined' };

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
      <Summary service={offer.serviceName} therapist={offer.providerName} date={offer.date} time={`${offer.startTime}–${offer.endTime}`} />
      {failure ? <Notice>{gone(failure) ? t('offer.gone') : errorText(t, failure)}</Notice> : null}
      {outcome?.kind === 'booked' ? (
        // What a booking ends with: the confirmation, the calendar file and the manage link.
        <div data-testid="offer-booked">
          <DoneStep reply={outcome.reply} summary={null} />
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
                  act(async () => ({ kind: 'booked', reply: await acceptOffer(token) }))
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
