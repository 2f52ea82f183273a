import fc from 'fast-check';
import { joinRefusal, placesTaken, PLACE_FREEING_STATUSES, type GroupMember } from './groupEvents';

const member = fc.record({ status: fc.constantFrom('CONFIRMED', 'FINISHED', 'UNCONFIRMED', ...PLACE_FREEING_STATUSES), contactId: fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { nil: null }) });

describe('group event places', () => {
  it('never admits more live members than the capacity, and admits while a place is free', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.array(member, { maxLength: 15 }), fc.option(fc.constantFrom('a', 'x'), { nil: null }), (capacity, members, contact) => {
        const taken = placesTaken(members);
        const refusal = joinRefusal(capacity, members, contact);
        if (refusal === null) expect(taken).toBeLessThan(capacity);
        if (taken >= capacity) expect(refusal).not.toBeNull();
        // Joining in a loop fills exactly the free places.
        const grown: GroupMember[] = [...members];
        let id = 0;
        while (joinRefusal(capacity, grown, `new-${id}`) === null) grown.push({ status: 'CONFIRMED', contactId: `new-${id++}` });
        expect(placesTaken(grown)).toBe(Math.max(capacity, taken));
      }),
    );
  });

  it('counts only places held and refuses a client already in the slot', () => {
    expect(placesTaken([{ status: 'CANCELLED', contactId: 'a' }, { status: 'CONFIRMED', contactId: 'b' }])).toBe(1);
    expect(joinRefusal(5, [{ status: 'CONFIRMED', contactId: 'b' }], 'b')).toBe('groupEventAlreadyJoined');
    expect(joinRefusal(5, [{ status: 'CANCELLED', contactId: 'b' }], 'b')).toBeNull();
    expect(joinRefusal(1, [{ status: 'CONFIRMED', contactId: null }], null)).toBe('groupEventFull');
  });
});
