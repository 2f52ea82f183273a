/** Working hours and free time as integer-minute intervals (DESIGN §8 "availability"). */
export * from './intervals';
export * from './times';
export * from './template';
export * from './specialDays';
export * from './effectiveSchedule';
export * from './bookingLimits';
export * from './slots';
