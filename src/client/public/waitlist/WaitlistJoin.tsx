/** @jsxImportSource preact */
/**
 * Joining the waitlist from the booking page (issue 10 §6): when no time suits (day step) or for
 * an earlier time (done page). Service preselected, therapist optional, a date range, name,
 * e-mail and phone, then the SMS code — the same code machinery as a booking. Loaded as its own
 * chunk (WaitlistLink.tsx): most patients never open it.
 */
import { useState } from 'preact/hooks';
import type { PublicCentre, PublicSlot } from '../../../shared/api/publicBooking';
import { useI18n } from '../i18n/I18n';
import { errorText } from '../i18n/errorText';
import { joinWaitlist, PublicApiError, sendCode } from '../api/publicApi';
import { StepHeading } from '../components/StepHeading';
import { Field, describedBy } from '../components/Field';
import { Notice } from '../components/Notice';
import { formatLongDate } from '../format';
import { therapistName, therapistsFor } from '../booking/bookingFlow';
import { LIMITS, trimmed, type Details } from '../booking/details';
import { PersonFields } from './PersonFields';
import { checkWaitlist, waitlistFieldOf, type WaitlistErrors, type WaitlistForm } from './waitlistForm';

export interface WaitlistJoinProps {
  centre: PublicCentre;
  serviceId: string;
  /** null: any therapist. */
  providerId: string | null;
  from: string;
  to: string;
  today: string;
  details: Details;
  /** The range still has a free time: the page offers to book it instead (day step only). */
  onBookSlot?: (slot: PublicSlot) => void;
  onClose: () => void;
}

type Phase = 'form' | 'code' | 'done';

export function WaitlistJoin(p: WaitlistJoinProps) {
  const { t, language } = useI18n();
  const [f, setF] = useState<WaitlistForm>({ ...p.details, serviceId: p.serviceId, providerId: p.providerId ?? '', from: p.from, to: p.to });
  const [errors, setErrors] = useState<WaitlistErrors>({});
  const [phase, setPhase] = useState<Phase>('form');
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [freeSlot, setFreeSlot] = useState<PublicSlot | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof WaitlistForm) => (e: Event) => setF({ ...f, [field]: (e.currentTarget as HTMLInputElement).value });
  const err = (field: keyof WaitlistForm) => (errors[field] ? t(`errors.${errors[field]}`, { limit: LIMITS[field as keyof typeof LIMITS] ?? '' }) : null);
  const therapists = therapistsFor(p.centre, f.serviceId, null);
  const focus = (id: string) => document.getElementById(id)?.focus();

  const refused = (error: unknown) => {
    setFailure(null);
    setFreeSlot(null);
    if (error instanceof PublicApiError && error.code === 'slotsAvailable') {
      setFreeSlot((error.reply.first as PublicSlot | undefined) ?? null);
      return setPhase('form');
    }
    if (error instanceof PublicApiError && error.code === 'invalidCode') {
      setErrors({ code: 'invalidCode' });
      return focus('w-code');
    }
    const found: WaitlistErrors = {};
    if (error instanceof PublicApiError) {
      for (const fe of error.fieldErrors) {
        const field = waitlistFieldOf(fe.field);
        if (field) found[field] = fe.code;
      }
      if (error.code === 'invalidPhone') found.phone = 'invalidPhone';
      if (error.code === 'slotRangeTooLong') found.to = 'rangeTooLong';
    }
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setPhase('form');
      return undefined;
    }
    const wait = error instanceof PublicApiError && error.retryAfter ? Math.max(1, Math.ceil(error.retryAfter / 60)) : 1;
    setFailure(error instanceof PublicApiError && error.status === 429 ? t('errors.tooManyCodes', { minutes: wait, count: wait }) : errorText(t, error));
    return undefined;
  };

  async function submitForm(e: Event) {
    e.preventDefault();
    const found = checkWaitlist(f, p.today);
    setErrors(found);
    setFailure(null);
    setFreeSlot(null);
    const first = (['from', 'to', 'firstName', 'lastName', 'email', 'phone'] as const).find((k) => found[k]);
    if (first) return focus(`w-${first}`);
    setBusy(true);
    try {
      await sendCode(f.countryPhone, f.phone.trim(), language);
      setCode('');
      setPhase('code');
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
    return undefined;
  }

  async function submitCode(e: Event) {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setErrors({ code: 'codeFormat' });
      return focus('w-code');
    }
    setErrors({});
    setBusy(true);
    try {
      const person = trimmed(f);
      await joinWaitlist(p.centre.centreId, {
        serviceId: f.serviceId,
        ...(f.providerId ? { providerId: f.providerId } : {}),
        from: f.from,
        to: f.to,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        countryPhone: person.countryPhone,
        phone: person.phone,
        code: code.trim(),
        lang: language,
      });
      setPhase('done');
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
    return undefined;
  }

  if (phase === 'done') {
    return (
      <section class="waitlist" data-testid="waitlist-joined">
        <StepHeading>{t('waitlist.doneTitle')}</StepHeading>
        <Notice kind="success">
          {f.from === f.to ? t('waitlist.doneOneDay', { date: formatLongDate(f.from, language) }) : t('waitlist.done', { from: formatLongDate(f.from, language), to: formatLongDate(f.to, language) })}
        </Notice>
        <button type="button" class="link-button" onClick={p.onClose}>
          {t('waitlist.close')}
        </button>
      </section>
    );
  }

  if (phase === 'code') {
    return (
      <section class="waitlist">
        <StepHeading>{t('booking.code.title')}</StepHeading>
        <p>{t('booking.code.sentTo', { phone: `${f.countryPhone} ${f.phone.trim()}` })}</p>
        <form class="form" onSubmit={submitCode} noValidate>
          <Field id="w-code" label={t('booking.code.label')} error={errors.code ? t(`errors.${errors.code}`) : null}>
            <input {...describedBy('w-code', errors.code)} class="code-input" value={code} onInput={(e) => setCode(e.currentTarget.value)} inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
          </Field>
          {failure ? <Notice>{failure}</Notice> : null}
          <button type="submit" class="primary" disabled={busy}>
            {busy ? t('common.sending') : t('waitlist.join')}
          </button>
          <button type="button" class="link-button" onClick={() => setPhase('form')}>
            {t('waitlist.changeDetails')}
          </button>
        </form>
      </section>
    );
  }

  return (
    <section class="waitlist">
      <StepHeading>{t('waitlist.title')}</StepHeading>
      <p class="muted">{t('waitlist.intro')}</p>
      <form class="form" onSubmit={submitForm} noValidate>
        <Field id="w-service" label={t('booking.summary.service')}>
          <select id="w-service" value={f.serviceId} onChange={(e) => setF({ ...f, serviceId: e.currentTarget.value, providerId: '' })}>
            {p.centre.services.map((s) => (
              <option key={s.serviceId} value={s.serviceId}>
                {s.name}
              </option>
            ))}
          </select>
        </Field>
        {therapists.length > 1 ? (
          <Field id="w-therapist" label={t('waitlist.therapist')}>
            <select id="w-therapist" value={f.providerId} onChange={set('providerId')}>
              <option value="">{t('booking.therapist.any')}</option>
              {therapists.map((th) => (
                <option key={th.providerId} value={th.providerId}>
                  {therapistName(th)}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        <div class="date-range">
          <Field id="w-from" label={t('waitlist.from')} error={err('from')}>
            <input {...describedBy('w-from', err('from'))} type="date" value={f.from} min={p.today} onInput={set('from')} required />
          </Field>
          <Field id="w-to" label={t('waitlist.to')} error={err('to')}>
            <input {...describedBy('w-to', err('to'))} type="date" value={f.to} min={f.from || p.today} onInput={set('to')} required />
          </Field>
        </div>
        <PersonFields idPrefix="w" values={f} err={err} onInput={set} />
        {freeSlot ? (
          <Notice kind="info">
            {t('waitlist.slotsAvailable', { date: formatLongDate(freeSlot.date, language), time: freeSlot.startTime })}{' '}
            {p.onBookSlot ? (
              <button type="button" class="link-button" onClick={() => p.onBookSlot?.(freeSlot)}>
                {t('waitlist.bookInstead', { time: freeSlot.startTime })}
              </button>
            ) : null}
          </Notice>
        ) : null}
        {failure ? <Notice>{failure}</Notice> : null}
        <p class="muted small">{t('booking.details.codeExplained')}</p>
        <button type="submit" class="primary" disabled={busy}>
          {busy ? t('common.sending') : t('booking.details.sendCode')}
        </button>
        <button type="button" class="link-button" onClick={p.onClose}>
          {t('waitlist.cancel')}
        </button>
      </form>
    </section>
  );
}
