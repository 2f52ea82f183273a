/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import type { PublicSlot } from '../../../shared/api/publicBooking';
import { useI18n } from '../i18n/I18n';
import { errorText } from '../i18n/errorText';
import { book, PublicApiError, sendCode, type BookingReply } from '../api/publicApi';
import { StepHeading } from '../components/StepHeading';
import { Field, describedBy } from '../components/Field';
import { Notice } from '../components/Notice';
import { fieldOf, trimmed, type Details, type DetailsErrors } from './details';

interface Props {
  centreId: string;
  serviceId: string;
  slot: PublicSlot;
  details: Details;
  onBooked: (reply: BookingReply) => void;
  /** 409 slotTaken: back to the times, the month asked for again. */
  onSlotTaken: () => void;
  /** The server refused a detail: back to the form, the error at its field. */
  onDetailsRefused: (errors: DetailsErrors) => void;
}

/** Step 5: the SMS code; the booking is written only with the right one. */
export function CodeStep({ centreId, serviceId, slot, details, onBooked, onSlotTaken, onDetailsRefused }: Props) {
  const { t, language } = useI18n();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const clean = trimmed(details);

  async function submit(e: Event) {
    e.preventDefault();
    setFailure(null);
    setInfo(null);
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError(t('errors.codeFormat'));
      document.getElementById('f-code')?.focus();
      return;
    }
    setCodeError(null);
    setBusy(true);
    try {
      onBooked(await book(centreId, { serviceId, providerId: slot.providerId, date: slot.date, startTime: slot.startTime, ...clean, code: code.trim(), lang: language }));
    } catch (error) {
      if (error instanceof PublicApiError && error.code === 'slotTaken') return onSlotTaken();
      if (error instanceof PublicApiError && error.code === 'invalidCode') {
        setCodeError(t('errors.invalidCode'));
        document.getElementById('f-code')?.focus();
        return undefined;
      }
      const refused: DetailsErrors = {};
      if (error instanceof PublicApiError) for (const fe of error.fieldErrors) {
        const f = fieldOf(fe.field);
        if (f) refused[f] = fe.code;
        else if (fe.field === 'code') setCodeError(t('errors.invalidCode'));
      }
      if (Object.keys(refused).length > 0) return onDetailsRefused(refused);
      setFailure(errorText(t, error));
    } finally {
      setBusy(false);
    }
    return undefined;
  }

  async function resend() {
    setFailure(null);
    setInfo(null);
    try {
      await sendCode(clean.countryPhone, clean.phone, language);
      setInfo(t('booking.code.resent'));
    } catch (error) {
      const wait = error instanceof PublicApiError && error.retryAfter ? Math.max(1, Math.ceil(error.retryAfter / 60)) : 1;
      setFailure(error instanceof PublicApiError && error.status === 429 ? t('errors.tooManyCodes', { minutes: wait, count: wait }) : errorText(t, error));
    }
  }

  return (
    <section>
      <StepHeading>{t('booking.code.title')}</StepHeading>
      <p>{t('booking.code.sentTo', { phone: `${clean.countryPhone} ${clean.phone}` })}</p>
      <form class="form" onSubmit={submit} noValidate>
        <Field id="f-code" label={t('booking.code.label')} error={codeError}>
          <input
            {...describedBy('f-code', codeError)}
            class="code-input"
            value={code}
            onInput={(e) => setCode((e.currentTarget as HTMLInputElement).value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
          />
        </Field>
        {failure ? <Notice>{failure}</Notice> : null}
        {info ? <Notice kind="info">{info}</Notice> : null}
        <button type="submit" class="primary" disabled={busy}>
          {busy ? t('common.sending') : t('booking.code.book')}
        </button>
        <button type="button" class="link-button" onClick={resend}>
          {t('booking.code.resend')}
        </button>
      </form>
    </section>
  );
}
