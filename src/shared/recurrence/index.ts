/** Recurrence core: repetition rules → occurrences in the centre's wall clock (issue 9). */
export * from './types';
export { horizonDate, expandSeries, continueSeries, expandDates, RecurrenceInputError } from './expand';
export { seriesStartErrors, repetitionErrors, normaliseRepetition, irregularDatesErrors, normaliseIrregularDates, type Loose } from './validation';
export { isTimeZone, offsetAt, wallClockToInstant, type ZonedInstant } from './zonedTime';
export { extensionRange, type StoredSeries } from './extension';
