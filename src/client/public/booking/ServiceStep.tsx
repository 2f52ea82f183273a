/** @jsxImportSource preact */
import type { PublicCentre } from '../../../shared/api/publicBooking';
import { useI18n } from '../i18n/I18n';
import { formatPrice } from '../format';
import { StepHeading } from '../components/StepHeading';
import { servicesByCategory } from './bookingFlow';
import { Duration } from './Duration';

/** Step 1: the practice's bookable services, grouped by category, with duration and price. */
export function ServiceStep({ centre, focus, onChoose }: { centre: PublicCentre; focus: boolean; onChoose: (serviceId: string) => void }) {
  const { t } = useI18n();
  const groups = servicesByCategory(centre);
  return (
    <section>
      <StepHeading focus={focus}>{t('booking.service.title')}</StepHeading>
      {groups.length === 0 ? <p>{t('booking.service.none')}</p> : null}
      {groups.map((g) => (
        <section key={g.categoryId ?? 'other'} class="group" aria-label={g.name ?? t('booking.service.otherCategory')}>
          {g.name ? <h2 class="section-title">{g.name}</h2> : groups.length > 1 ? <h2 class="section-title">{t('booking.service.otherCategory')}</h2> : null}
          <ul class="choices">
            {g.services.map((s) => (
              <li key={s.serviceId}>
                <button type="button" class="choice" onClick={() => onChoose(s.serviceId)}>
                  <span class="choice-main">{s.name}</span>
                  {s.description ? <span class="choice-sub">{s.description}</span> : null}
                  <span class="choice-meta">
                    <Duration minutes={s.duration} />
                    {s.groupEvent ? <span>{t('booking.service.groupClass')}</span> : null}
                    {s.price > 0 ? <span>{formatPrice(s.price, s.currency)}</span> : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
