/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import type { PublicCentre, PublicSlot } from '../../../shared/api/publicBooking';
import type { BookingReply } from '../api/publicApi';
import { useI18n } from '../i18n/I18n';
import { StepHeading } from '../components/StepHeading';
import { Notice } from '../components/Notice';
import { afterService, therapistName, type Step } from './bookingFlow';
import { ServiceStep } from './ServiceStep';
import { TherapistStep } from './TherapistStep';
import { DayTimePicker } from './DayTimePicker';
import { DetailsForm } from './DetailsForm';
import { CodeStep } from './CodeStep';
import { DoneStep } from './DoneStep';
import { Summary } from './Summary';
import { EMPTY_DETAILS, type Details, type DetailsErrors } from './details';
import { todayIn } from '../format';
import { WaitlistJoin } from '../waitlist/WaitlistJoin';
import { initialRange } from '../waitlist/waitlistForm';

interface Draft {
  step: Step;
  serviceId: string | null;
  /** null: any therapist. */
  providerId: string | null;
  slot: PublicSlot | null;
  details: Details;
  detailsErrors: DetailsErrors;
  reply: BookingReply | null;
}

const START: Draft = { step: 'service', serviceId: null, providerId: null, slot: null, details: EMPTY_DETAILS, detailsErrors: {}, reply: null };

/** Where "back" goes from each step. */
const PREVIOUS: Record<Step, Step | null> = { service: null, therapist: 'service', day: 'therapist', details: 'day', code: 'details', done: null, waitlist: 'day' };

/**
 * The booking flow (issue 10 §3): service → therapist or "any" → day and time → details → SMS
 * code → done. Each step is a browser history entry, so a phone's back button goes one step back.
 */
export function BookingPage({ centre, preferredProvider }: { centre: PublicCentre; preferredProvider: string | null }) {
  const { t } = useI18n();
  const [draft, setDraft] = useState<Draft>(START);
  const [staleCount, setStaleCount] = useState(0);
  const [slotTaken, setSlotTaken] = useState(false);

  useEffect(() => {
    const onPop = (e: PopStateEvent) => {
      const step = (e.state as { step?: Step } | null)?.step ?? 'service';
      setDraft((d) => (d.step === 'done' ? d : { ...d, step }));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const go = (next: Partial<Draft> & { step: Step }) => {
    setSlotTaken(false);
    setDraft((d) => ({ ...d, ...next }));
    if (next.step === 'done') window.history.replaceState({ step: 'done' }, '');
    else window.history.pushState({ step: next.step }, '');
  };
  const back = () => {
    const previous = PREVIOUS[draft.step];
    if (!previous) return;
    const target = previous === 'therapist' && draft.serviceId && afterService(centre, draft.serviceId).step === 'day' ? 'service' : previous;
    setSlotTaken(false);
    setDraft((d) => ({ ...d, step: target }));
  };

  const service = centre.services.find((s) => s.serviceId === draft.serviceId) ?? null;
  const providerOf = (id: string | null | undefined) => centre.therapists.find((th) => th.providerId === id);
  const chosenTherapist = providerOf(draft.slot?.providerId ?? draft.providerId);
  const summary = (
    <Summary
      service={service?.name}
      therapist={chosenTherapist ? therapistName(chosenTherapist) : draft.step !== 'service' && draft.step !== 'therapist' ? t('booking.therapist.any') : null}
      date={draft.step === 'details' || draft.step === 'code' || draft.step === 'done' ? draft.slot?.date : null}
      time={draft.slot?.startTime}
      onChange={draft.step === 'done' || draft.step === 'service' ? undefined : back}
    />
  );

  if (centre.services.length === 0) {
    return (
      <section>
        <StepHeading focus={false}>{t('booking.service.title')}</StepHeading>
        <p>{t('booking.service.none')}</p>
      </section>
    );
  }

  switch (draft.step) {
    case 'service':
      return <ServiceStep centre={centre} focus={window.history.state !== null} onChoose={(serviceId) => go({ serviceId, slot: null, ...afterService(centre, serviceId) })} />;
    case 'therapist':
      return (
        <>
          {summary}
          <TherapistStep centre={centre} serviceId={draft.serviceId as string} preferred={preferredProvider} onChoose={(providerId) => go({ step: 'day', providerId, slot: null })} />
        </>
      );
    case 'day':
      return (
        <>
          {summary}
          <section>
            <StepHeading>{t('booking.day.title')}</StepHeading>
            {slotTaken ? <Notice>{t('errors.slotTaken')}</Notice> : null}
            {service?.groupEvent ? <p class="muted">{t('booking.day.groupClassHint')}</p> : null}
            <DayTimePicker
              centreId={centre.centreId}
              serviceId={draft.serviceId as string}
              providerId={draft.providerId}
              timeZone={centre.timezone}
              staleCount={staleCount}
              initialDate={draft.slot?.date ?? null}
              onPick={(slot) => go({ step: 'details', slot })}
            />
            <p class="waitlist-link">
              <button type="button" class="link-button" onClick={() => go({ step: 'waitlist' })}>
                {t('waitlist.noSuitableTime')}
              </button>
            </p>
          </section>
        </>
      );
    case 'waitlist': {
      const today = todayIn(centre.timezone);
      return (
        <WaitlistJoin
          centre={centre}
          serviceId={draft.serviceId as string}
          providerId={draft.providerId}
          {...initialRange(today, draft.slot?.date ?? null, null)}
          today={today}
          details={draft.details}
          onBookSlot={(slot) => go({ step: 'details', slot })}
          onClose={back}
        />
      );
    }
    case 'details':
      return (
        <>
          {summary}
          <DetailsForm
            initial={draft.details}
            initialErrors={draft.detailsErrors}
            askDateOfBirth={centre.askDateOfBirth === true || Boolean(draft.detailsErrors.dateOfBirth)}
            onSent={(details) => go({ step: 'code', details, detailsErrors: {} })}
          />
        </>
      );
    case 'code':
      return (
        <>
          {summary}
          <CodeStep
            centreId={centre.centreId}
            serviceId={draft.serviceId as string}
            slot={draft.slot as PublicSlot}
            details={draft.details}
            onBooked={(reply) => go({ step: 'done', reply })}
            onSlotTaken={() => {
              setDraft((d) => ({ ...d, step: 'day' }));
              setStaleCount((n) => n + 1);
              setSlotTaken(true);
            }}
            onDetailsRefused={(detailsErrors) => setDraft((d) => ({ ...d, step: 'details', detailsErrors }))}
          />
        </>
      );
    case 'done':
      return (
        <DoneStep
          reply={draft.reply as BookingReply}
          summary={summary}
          waitlist={{ centre, serviceId: draft.serviceId as string, providerId: draft.providerId, date: draft.slot?.date ?? null, details: draft.details }}
        />
      );
  }
}
