/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact';
import { useI18n } from '../i18n/I18n';
import { icsUrl, tokenOfManageUrl, type BookingReply } from '../api/publicApi';
import { StepHeading } from '../components/StepHeading';
import { Notice } from '../components/Notice';

/** Step 6: booked (or requested), with the calendar file and the signed link to cancel or move. */
export function DoneStep({ reply, summary }: { reply: BookingReply; summary: ComponentChildren }) {
  const { t } = useI18n();
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
    </section>
  );
}
