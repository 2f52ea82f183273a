/** @jsxImportSource preact */
import { useI18n } from '../i18n/I18n';
import { formatLongDate } from '../format';

/** What is being booked so far, with a way back to change it. */
export function Summary(props: { service?: string | null; therapist?: string | null; date?: string | null; time?: string | null; onChange?: () => void }) {
  const { t, language } = useI18n();
  const rows: [string, string][] = [];
  if (props.service) rows.push([t('booking.summary.service'), props.service]);
  if (props.therapist) rows.push([t('booking.summary.therapist'), props.therapist]);
  if (props.date) rows.push([t('booking.summary.when'), `${formatLongDate(props.date, language)}${props.time ? `, ${props.time}` : ''}`]);
  if (rows.length === 0) return null;
  return (
    <div class="summary">
      <dl>
        {rows.map(([k, v]) => (
          <div key={k} class="summary-row">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {props.onChange ? (
        <button type="button" class="link-button" onClick={props.onChange}>
          {t('common.back')}
        </button>
      ) : null}
    </div>
  );
}
