/** @jsxImportSource preact */
import type { PublicCentre } from '../../../shared/api/publicBooking';
import { useI18n } from '../i18n/I18n';
import { displayName, formatMinutes, formatPrice, weekdayNames } from '../format';
import { bookingPath } from '../route';
import { servicesByCategory, therapistName } from '../booking/bookingFlow';
import { Duration } from '../booking/Duration';
import { countryName } from '../booking/phoneCountries';

/** A plain link to a map (no embedded map: no third-party request from the page). */
export function mapLink(address: NonNullable<PublicCentre['address']>): string {
  const q = [`${address.street} ${address.building}`.trim(), `${address.zipcode} ${address.city}`.trim(), address.country].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(q)}`;
}

/**
 * Opening hours by weekday from Monday: day 0 is Sunday in the API. The centre's API stores hours
 * after midnight (0–24, src/shared/api/centres.ts, e.g. 8 or 8.5) while the public schema's
 * comment says minutes: a value over 24 can only be minutes and is read so.
 */
const clock = (value: number) => formatMinutes(Math.round(value > 24 ? value : value * 60));

function hoursByDay(centre: PublicCentre): { day: number; spans: string[] }[] {
  return [1, 2, 3, 4, 5, 6, 0].map((day) => ({
    day,
    spans: centre.openingHours
      .filter((h) => h.day === day)
      .sort((a, b) => a.openTime - b.openTime)
      .map((h) => `${clock(h.openTime)}–${clock(h.closeTime)}`),
  }));
}

/** /profile/{centreId}: the practice as the public profile API shows it, and the booking button. */
export function ProfilePage({ centre }: { centre: PublicCentre }) {
  const { t, language } = useI18n();
  const days = weekdayNames(language, 'long');
  const hours = hoursByDay(centre);
  const a = centre.address;
  const book = (
    <a class="button primary" href={bookingPath(centre.centreId)}>
      {t('profile.book')}
    </a>
  );
  return (
    <article class="profile">
      {centre.picture ? <img class="hero" src={centre.picture} alt="" width={780} height={260} /> : null}
      <h1 class="step-title">{centre.name}</h1>
      {centre.tagline ? <p class="tagline">{centre.tagline}</p> : null}
      {book}
      {centre.about ? (
        <section aria-labelledby="p-about">
          <h2 id="p-about" class="section-title">{t('profile.about')}</h2>
          <p class="prewrap">{centre.about}</p>
        </section>
      ) : null}
      {centre.photos.length > 0 ? (
        <section aria-labelledby="p-photos">
          <h2 id="p-photos" class="section-title">{t('profile.photos')}</h2>
          <ul class="photos">
            {centre.photos.map((src) => (
              <li key={src}>
                <img src={src} alt="" loading="lazy" width={240} height={160} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {a ? (
        <section aria-labelledby="p-address">
          <h2 id="p-address" class="section-title">{t('profile.address')}</h2>
          <address>
            {`${a.street} ${a.building}`.trim()}
            <br />
            {`${a.zipcode} ${a.city}`.trim()}
            {a.country && a.country !== 'CH' ? (
              <>
                <br />
                {countryName(a.country, language)}
              </>
            ) : null}
          </address>
          <a href={mapLink(a)} rel="noopener noreferrer" target="_blank">
            {t('profile.map')}
          </a>
        </section>
      ) : null}
      {centre.website ? (
        <p>
          <a href={centre.website} rel="noopener noreferrer" target="_blank">
            {t('profile.website')}
          </a>
        </p>
      ) : null}
      {centre.openingHours.length > 0 ? (
        <section aria-labelledby="p-hours">
          <h2 id="p-hours" class="section-title">{t('profile.openingHours')}</h2>
          <table class="hours">
            <tbody>
              {hours.map((h) => (
                <tr key={h.day}>
                  <th scope="row">{days[(h.day + 6) % 7]}</th>
                  <td>{h.spans.length ? h.spans.join(', ') : t('profile.closed')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {centre.therapists.length > 0 ? (
        <section aria-labelledby="p-team">
          <h2 id="p-team" class="section-title">{t('profile.therapists')}</h2>
          <ul class="people">
            {centre.therapists.map((th) => (
              <li key={th.providerId} class="person">
                {th.avatar ? <img class="avatar" src={th.avatar} alt="" width={48} height={48} loading="lazy" /> : <span class="avatar avatar-empty" aria-hidden="true">{th.firstName.slice(0, 1)}{th.lastName.slice(0, 1)}</span>}
                <div>
                  <p class="choice-main">{therapistName(th)}</p>
                  {th.profession ? <p class="choice-sub">{th.profession}</p> : null}
                  {th.languages.length > 0 ? <p class="choice-sub">{t('profile.languages', { languages: th.languages.map((l) => displayName(l, 'language', language)).join(', ') })}</p> : null}
                  <a href={bookingPath(centre.centreId, th.providerId)}>{t('profile.bookWith', { name: therapistName(th) })}</a>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {centre.services.length > 0 ? (
        <section aria-labelledby="p-services">
          <h2 id="p-services" class="section-title">{t('profile.services')}</h2>
          {servicesByCategory(centre).map((g) => (
            <div key={g.categoryId ?? 'other'}>
              {g.name ? <h3 class="sub-title">{g.name}</h3> : null}
              <ul class="price-list">
                {g.services.map((s) => (
                  <li key={s.serviceId}>
                    <span>{s.name}</span>
                    <span class="muted">
                      <Duration minutes={s.duration} />
                      {s.price > 0 ? ` · ${formatPrice(s.price, s.currency)}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ) : null}
      {book}
    </article>
  );
}

