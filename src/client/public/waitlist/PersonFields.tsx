/** @jsxImportSource preact */
import { useI18n } from '../i18n/I18n';
import { Field, describedBy } from '../components/Field';
import { LIMITS, type Details } from '../booking/details';
import { countryName, PHONE_COUNTRIES } from '../booking/phoneCountries';

type Person = Pick<Details, 'firstName' | 'lastName' | 'email' | 'countryPhone' | 'phone'>;

/** Name, e-mail and mobile phone with its country code, labelled like the booking's details. */
export function PersonFields<T extends Person>({ idPrefix, values, err, onInput }: { idPrefix: string; values: T; err: (field: keyof Person) => string | null; onInput: (field: keyof Person) => (e: Event) => void }) {
  const { t, language } = useI18n();
  const id = (field: string) => `${idPrefix}-${field}`;
  return (
    <>
      <Field id={id('firstName')} label={t('booking.details.firstName')} error={err('firstName')}>
        <input {...describedBy(id('firstName'), err('firstName'))} value={values.firstName} onInput={onInput('firstName')} autoComplete="given-name" maxLength={LIMITS.firstName} required />
      </Field>
      <Field id={id('lastName')} label={t('booking.details.lastName')} error={err('lastName')}>
        <input {...describedBy(id('lastName'), err('lastName'))} value={values.lastName} onInput={onInput('lastName')} autoComplete="family-name" maxLength={LIMITS.lastName} required />
      </Field>
      <Field id={id('email')} label={t('booking.details.email')} error={err('email')}>
        <input {...describedBy(id('email'), err('email'))} type="email" value={values.email} onInput={onInput('email')} autoComplete="email" maxLength={LIMITS.email} required />
      </Field>
      <Field id={id('phone')} label={t('booking.details.phone')} error={err('phone')} hint={t('booking.details.phoneHint')}>
        <div class="phone">
          <select aria-label={t('booking.details.countryPhone')} value={values.countryPhone} onChange={onInput('countryPhone')} autoComplete="tel-country-code">
            {PHONE_COUNTRIES.map((c) => (
              <option key={c.country} value={c.countryPhone}>
                {`${c.countryPhone} ${countryName(c.country, language)}`}
              </option>
            ))}
          </select>
          <input {...describedBy(id('phone'), err('phone'), 'hint')} type="tel" inputMode="tel" value={values.phone} onInput={onInput('phone')} autoComplete="tel-national" maxLength={LIMITS.phone} required />
        </div>
      </Field>
    </>
  );
}
