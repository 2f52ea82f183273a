/** @jsxImportSource preact */
import type { PublicCentre } from '../../../shared/api/publicBooking';
import { useI18n } from '../i18n/I18n';
import { StepHeading } from '../components/StepHeading';
import { therapistName, therapistsFor } from './bookingFlow';

/** Step 2: any therapist, or one of those who offer the service (the booking link's first). */
export function TherapistStep(props: { centre: PublicCentre; serviceId: string; preferred: string | null; onChoose: (providerId: string | null) => void }) {
  const { t } = useI18n();
  const therapists = therapistsFor(props.centre, props.serviceId, props.preferred);
  return (
    <section>
      <StepHeading>{t('booking.therapist.title')}</StepHeading>
      <ul class="choices">
        <li>
          <button type="button" class="choice" onClick={() => props.onChoose(null)}>
            <span class="choice-main">{t('booking.therapist.any')}</span>
            <span class="choice-sub">{t('booking.therapist.anyHint')}</span>
          </button>
        </li>
        {therapists.map((th) => (
          <li key={th.providerId}>
            <button type="button" class="choice choice-person" onClick={() => props.onChoose(th.providerId)}>
              {th.avatar ? <img class="avatar" src={th.avatar} alt="" width={48} height={48} loading="lazy" /> : <span class="avatar avatar-empty" aria-hidden="true">{th.firstName.slice(0, 1)}{th.lastName.slice(0, 1)}</span>}
              <span>
                <span class="choice-main">{therapistName(th)}</span>
                {th.profession ? <span class="choice-sub">{th.profession}</span> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
