import fc from 'fast-check';
import { canCancel, canEditFields, canEditItems, canMarkComplete, offeredStatusChanges, statusTone } from './statusActions';
import { APPOINTMENT_STATUSES, canTransition, FREEING_STATUSES, TRANSITIONS } from './transitions';

const anyStatus = fc.constantFrom(...APPOINTMENT_STATUSES);

describe('what the appointment panel offers', () => {
  it('offers only changes the transitions table allows, never cancel, complete, billed or delete', () => {
    fc.assert(
      fc.property(anyStatus, (from) => {
        for (const to of offeredStatusChanges(from)) {
          expect(canTransition(from, to)).toBe(true);
          expect(['CANCELLED', 'FINISHED', 'BILLED', 'DELETED']).not.toContain(to);
        }
        expect(canCancel(from)).toBe(TRANSITIONS[from].includes('CANCELLED'));
        expect(canMarkComplete(from)).toBe(TRANSITIONS[from].includes('FINISHED'));
      }),
    );
  });

  it('lets items change wherever fields can, and also once complete', () => {
    fc.assert(fc.property(anyStatus, (s) => expect(!canEditFields(s) || canEditItems(s)).toBe(true)));
    expect(canEditItems('FINISHED')).toBe(true);
    expect(canEditFields('FINISHED')).toBe(false);
    expect(canEditItems('BILLED')).toBe(false);
  });

  it('a confirmed appointment may be provided; a cancelled one offers nothing', () => {
    expect(offeredStatusChanges('CONFIRMED')).toEqual(['PROVIDED']);
    expect(offeredStatusChanges('UNCONFIRMED')).toEqual(['CONFIRMED', 'BOOKED', 'DENIED']);
    expect(offeredStatusChanges('CANCELLED')).toEqual([]);
    expect(canCancel('CANCELLED')).toBe(false);
  });

  it('colours with three tones, muted exactly for the statuses that free the slot', () => {
    fc.assert(fc.property(anyStatus, (s) => expect(statusTone(s) === 'muted').toBe(FREEING_STATUSES.includes(s))));
    const tones = new Set(APPOINTMENT_STATUSES.map(statusTone).filter((t) => t !== 'muted'));
    expect(tones.size).toBe(3);
  });
});
