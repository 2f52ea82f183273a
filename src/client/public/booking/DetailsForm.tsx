/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { useI18n } from '../i18n/I18n';
import { errorText } from '../i18n/errorText';
import { PublicApiError, sendCode } from '../api/publicApi';
import { StepHeading } from '../components/StepHeading';
import { Field, describedBy } from '../components/Field';
import { Notice } from '../components/Notice';
import { checkDetails, fieldOf, LIMITS, trimmed, type Details, type DetailsErrors } from './details';
import { countryName, PHONE_COUNTRIES } from './phoneCountries';

interface Props {
  initial: Details;
  /** Errors the booking call found (back from the code step). */
  initialErrors?: DetailsErrors;
  /** The practice asks new clients for their date of birth. */
  askDateOfBirth: boolean;
  onSent: (details: Details) => void;
}

/** Step 4: name, e-mail, phone with country code and a note; "send code" sends the SMS code. */
export function DetailsForm({ initial, initialErrors = {}, askDateOfBirth, onSent }: Props) {
  const { t, language } = useI18n();
  const [d, setD] = useState<Details>(initial);
  const [errors, setErrors] = useState<DetailsErrors>(initialErrors);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof Details) => (e: Event) => setD({ ...d, [field]: (e.currentTarget as HTMLInputElement).value });
  const err = (field: keyof Details) => (errors[field] ? t(`errors.${errors[field]}`, { limit: LIMITS[field as keyof typeof LIMITS] ?? '' }) : null);

  async function submit(e: Event) {
    e.preventDefault();
    const found = checkDetails(d, askDateOfBirth, new Date().toISOString().slice(0, 10));
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      const first = (['firstName', 'lastName', 'email', 'phone', 'dateOfBirth'] as const).find((f) => found[f]);
      if (first) document.getElementById(`f-${first}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const clean = trimmed(d);
      await sendCode(clean.countryPhone, clean.phone, language);
      onSent({ ...d, ...clean, note: clean.note ?? '', dateOfBirth: clean.dateOfBirth ?? '' });
    } catch (error) {
      const fieldErrors: DetailsErrors = {};
      if (error instanceof PublicApiError) {
        for (const fe of error.fieldErrors) {
          const f = fieldOf(fe.field);
          if (f) fieldErrors[f] = fe.code;
        }
        if (error.code === 'invalidPhone') fieldErrors.phone = 'invalidPhone';
      }
      setErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) {
        const wait = error instanceof PublicApiError && error.retryAfter ? Math.max(1, Math.ceil(error.retryAfter / 60)) : 1;
        setFailure(error instanceof PublicApiError && error.status === 429 ? t('errors.tooManyCodes', { minutes: wait, count: wait }) : errorText(t, error));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section>
      <StepHeading>{t('booking.details.title')}</StepHeading>
      <form class="form" onSubmit={submit} noValidate>
        <Field id="f-firstName" label={t('booking.details.firstName')} error={err('firstName')}>
          <input {...describedBy('f-firstName', err('firstName'))} value={d.firstName} onInput={set('firstName')} autoComplete="given-name" maxLength={LIMITS.firstName} required />
        </Field>
        <Field id="f-lastName" label={t('booking.details.lastName')} error={err('lastName')}>
          <input {...describedBy('f-lastName', err('lastName'))} value={d.lastName} onInput={set('lastName')} autoComplete="family-name" maxLength={LIMITS.lastName} required />
        </Field>
        <Field id="f-email" label={t('booking.details.email')} error={err('email')}>
          <input {...describedBy('f-email', err('email'))} type="email" value={d.email} onInput={set('email')} autoComplete="email" maxLength={LIMITS.email} required />
        </Field>
        <Field id="f-phone" label={t('booking.details.phone')} error={err('phone')} hint={t('booking.details.phoneHint')}>
          <div class="phone">
            <select aria-label={t('booking.details.countryPhone')} value={d.countryPhone} onChange={set('countryPhone')} autoComplete="tel-country-code">
              {PHONE_COUNTRIES.map((c) => (
                <option key={c.country} value={c.countryPhone}>
                  {`${c.countryPhone} ${countryName(c.country, language)}`}
                </option>
              ))}
            </select>
            <input {...describedBy('f-phone', err('phone'), 'hint')} type="tel" inputMode="tel" value={d.phone} onInput={set('phone')} autoComplete="tel-national" maxLength={LIMITS.phone} required />
          </div>
        </Field>
        {askDateOfBirth || d.dateOfBirth || errors.dateOfBirth ? (
          <Field id="f-dateOfBirth" label={t('booking.details.dateOfBirth')} error={err('dateOfBirth')}>
            <input {...describedBy('f-dateOfBirth', err('dateOfBirth'))} type="date" value={d.dateOfBirth} onInput={set('dateOfBirth')} autoComplete="bday" min="1900-01-01" required={askDateOfBirth} />
          </Field>
        ) : null}
        <Field id="f-note" label={t('booking.details.note')} error={err('note')}>
          <textarea {...describedBy('f-note', err('note'))} value={d.note} onInput={set('note')} rows={3} maxLength={LIMITS.note} />
        </Field>
        {failure ? <Notice>{failure}</Notice> : null}
        <p class="muted small">{t('booking.details.codeExplained')}</p>
        <button type="submit" class="primary" disabled={busy}>
          {busy ? t('common.sending') : t('booking.details.sendCode')}
        </button>
      </form>
    </section>
  );
}
