/**
 * The statistics answer turned into what the charts and tables show: labels per interval,
 * one series per counted status, new clients, and each therapist's utilisation as text.
 */
import type { AppointmentStatistics } from '../../../../shared/api/statistics';
import { COUNTED_STATUSES, type CountedStatus } from '../../../../shared/statistics/countedStatuses';
import type { StatisticsPeriod } from '../../../../shared/statistics/periods';
import { intervalLabels, intervalLongLabels, percent, type TimeFormat } from './statisticsLabels';

/** Status colours: pending amber, confirmed blue, done green, billed violet, cancelled red, the rest grey. */
export const STATUS_COLOURS: Record<CountedStatus, string> = {
  IMPORTED: '#78909c',
  UNCONFIRMED: '#f9a825',
  CONFIRMED: '#1976d2',
  FINISHED: '#2e7d32',
  BILLED: '#6a1b9a',
  CANCELLED: '#d32f2f',
  other: '#bdbdbd',
};

const STATUS_LABELS: Record<CountedStatus, string> = {
  IMPORTED: 'appointments.status.IMPORTED',
  UNCONFIRMED: 'appointments.status.UNCONFIRMED',
  CONFIRMED: 'appointments.status.CONFIRMED',
  FINISHED: 'appointments.status.FINISHED',
  BILLED: 'appointments.status.BILLED',
  CANCELLED: 'appointments.status.CANCELLED',
  other: 'dashboard.statistics.other',
};

export interface StatusSeries {
  status: CountedStatus;
  label: string;
  color: string;
  data: number[];
}

export interface TherapistFigures {
  userId: string;
  name: string;
  /** 0…100, or null without working time. */
  percentValue: number | null;
  percentText: string | null;
  bookedHours: string;
  workingHours: string;
  outsideHours: string;
}

export interface StatisticsView {
  period: StatisticsPeriod;
  /** The Intl locale the figures are formatted in (e.g. de-CH). */
  locale: string;
  labels: string[];
  longLabels: string[];
  statusSeries: StatusSeries[];
  newClients: number[];
  therapists: TherapistFigures[];
  totals: { appointments: number; cancelled: number; newClients: number };
}

export interface ViewOptions {
  locale: string;
  timeFormat: TimeFormat;
  translate: (key: string, options?: Record<string, unknown>) => string;
}

export function statisticsView(data: AppointmentStatistics, { locale, timeFormat, translate }: ViewOptions): StatisticsView {
  const starts = data.intervals.map((x) => x.localStart);
  const hours = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const h = (minutes: number) => hours.format(minutes / 60);
  const statusSeries = COUNTED_STATUSES.map((status) => ({ status, label: translate(STATUS_LABELS[status]), color: STATUS_COLOURS[status], data: data.intervals.map((x) => x.appointments[status]) }));
  const sum = (list: number[]) => list.reduce((a, n) => a + n, 0);
  return {
    period: data.period,
    locale,
    labels: intervalLabels(data.period, starts, locale, timeFormat),
    longLabels: intervalLongLabels(data.period, starts, locale, timeFormat),
    statusSeries,
    newClients: data.intervals.map((x) => x.newClients),
    therapists: data.therapists.map((t) => ({
      userId: t.userId,
      name: `${t.firstName} ${t.lastName}`.trim(),
      percentValue: t.total.utilisation === null ? null : Math.round(t.total.utilisation * 1000) / 10,
      percentText: percent(t.total.utilisation, locale),
      bookedHours: h(t.total.bookedMinutes),
      workingHours: h(t.total.workingMinutes),
      outsideHours: h(t.total.outsideMinutes),
    })),
    totals: {
      appointments: sum(statusSeries.map((s) => sum(s.data))),
      cancelled: sum(statusSeries.find((s) => s.status === 'CANCELLED')!.data),
      newClients: sum(data.intervals.map((x) => x.newClients)),
    },
  };
}
