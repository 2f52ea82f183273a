import { COUNTED_STATUSES } from '../api/statistics';
import { APPOINTMENT_STATUSES, FILTERABLE_STATUSES } from '../appointments/transitions';
import { countedStatus, emptyStatusCounts } from './statusCounts';

describe('status buckets of the dashboard', () => {
  it('are the filterable statuses in their order, then other', () => {
    expect(COUNTED_STATUSES).toEqual([...FILTERABLE_STATUSES, 'other']);
  });

  it('put every status but DELETED in exactly one bucket', () => {
    for (const s of APPOINTMENT_STATUSES) {
      const bucket = countedStatus(s);
      if (s === 'DELETED') expect(bucket).toBeNull();
      else expect(bucket).toBe(FILTERABLE_STATUSES.includes(s) ? s : 'other');
    }
    expect(countedStatus('BOOKED')).toBe('other');
    expect(Object.values(emptyStatusCounts())).toEqual(COUNTED_STATUSES.map(() => 0));
  });
});
