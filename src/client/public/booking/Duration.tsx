/** @jsxImportSource preact */
import { useI18n } from '../i18n/I18n';
import { durationParts } from './bookingFlow';

export function Duration({ minutes }: { minutes: number }) {
  const { t } = useI18n();
  const p = durationParts(minutes);
  const text = p.hours === 0 ? t('common.minutes', { count: p.minutes }) : p.minutes === 0 ? t('common.hours', { count: p.hours }) : t('common.hoursMinutes', { hours: p.hours, minutes: p.minutes });
  return <span>{text}</span>;
}
