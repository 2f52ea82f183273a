/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { PublicCentre } from '../../../shared/api/publicBooking';
import { useI18n } from '../i18n/I18n';
import { icsUrl, tokenOfManageUrl, type BookingReply } from '../api/publicApi';
import { StepHeading } from '../components/StepHeading';
import { Notice } from '../components/Notice';
import { todayIn } from '../format';
import { WaitlistJoin } from '../waitlist/WaitlistJoin';
import { initialRange } from '../waitlist/waitlistForm';
import type { Details } from './details';

/** What the booking page knows for joining the waitlist (left out on the waitlist's own offer page). */
export interface WaitlistContext {
  centre: PublicCentre;
  serviceId: string;
  /** The therapist chosen (null: any). */
  providerId: string | null;
  /** The booked day: the waitlist looks for an earlier time. */
  date: string | null;
  details: Details;
}

interface Props {
  reply: BookingReply;
  summary: ComponentChildren;
  waitlist?: WaitlistContext;
}

/** Step 6: booked (or requested), with the calendar file, the signed link to cancel or move, and the waitlist for an earlier time. */
export function DoneStep({ reply, summary, waitlist }: Props) {
  const { t } = useI18n();
  const [waiting, setWaiting] = useState(false);
  const token = tokenOfManageUrl(reply.manageUrl);
  const confirmed = reply.status === 'CONFIRMED';
  return (
    <section>
      <StepHeading>{confirmed ? t('booking.done.confirmedTitle') : t('booking.done.requestedTitle')}</StepHeading>
      <Notice kind="success">{confirmed ? t('booking.done.confirmed') : t('booking.done.requested')}</Notice>
      {summary}
      <ul class="actions">
        <li>
          <a class="button" href={icsUrl(token)} download="termin.ics">
            {t('booking.done.addToCalendar')}
          </a>
        </li>
        <li>
          <a class="button" href={reply.manageUrl}>
            {t('booking.done.manage')}
          </a>
        </li>
      </ul>
      <p class="muted small">{t('booking.done.manageHint')}</p>
      {!waitlist ? null : waiting ? (
        <WaitlistJoin
          centre={waitlist.centre}
          serviceId={waitlist.serviceId}
          providerId={waitlist.providerId}
          {...initialRange(todayIn(waitlist.centre.timezone), null, waitlist.date)}
          today={todayIn(waitlist.centre.timezone)}
          details={waitlist.details}
          onClose={() => setWaiting(false)}
        />
      ) : (
        <p class="waitlist-link">
          <button type="button" class="link-button" onClick={() => setWaiting(true)}>
            {t('waitlist.earlierTime')}
          </button>
        </p>
      )}
    </section>
  );
}
