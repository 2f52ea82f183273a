import fc from 'fast-check';
import { feedDateRange, feedEventTitle } from './icsFeed';
import { fromDayNumber } from './recurrence/calendarDays';

const base = { serviceName: 'Massage 60', title: 'Frau Muster', clientName: 'Anna Muster', fallback: 'Termin' };

describe('feedEventTitle', () => {
  it('names the service only, unless the therapist chose client names', () => {
    expect(feedEventTitle({ ...base, showClientNames: false })).toBe('Massage 60');
    expect(feedEventTitle({ ...base, showClientNames: true })).toBe('Anna Muster – Massage 60');
    expect(feedEventTitle({ ...base, clientName: null, showClientNames: true })).toBe('Massage 60');
  });

  it('uses the free title for a missing service only with names on, else the neutral word', () => {
    expect(feedEventTitle({ ...base, serviceName: null, showClientNames: false })).toBe('Termin');
    expect(feedEventTitle({ ...base, serviceName: ' ', clientName: null, showClientNames: true })).toBe('Frau Muster');
    expect(feedEventTitle({ ...base, serviceName: null, title: null, clientName: null, showClientNames: true })).toBe('Termin');
  });

  it('never contains the client name or the title with the switch off (random names)', () => {
    const text = fc.string({ minLength: 1, maxLength: 30 }).map((s) => `§${s}§`);
    fc.assert(
      fc.property(fc.option(fc.string({ maxLength: 20 })), text, text, (service, title, client) => {
        const out = feedEventTitle({ serviceName: service, title, clientName: client, showClientNames: false, fallback: 'Termin' });
        expect(out).not.toContain(client);
        expect(out).not.toContain(title);
      }),
    );
  });
});

describe('feedDateRange', () => {
  it('reaches 30 days back and 18 months ahead', () => {
    expect(feedDateRange('2026-11-26')).toEqual({ from: '2026-10-27', to: '2028-05-26' });
    expect(feedDateRange('2027-03-01')).toEqual({ from: '2027-01-30', to: '2028-09-01' });
  });

  it('always contains today, and from lies 30 days before it (random days)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60_000 }), (n) => {
        const today = fromDayNumber(n);
        const { from, to } = feedDateRange(today);
        expect(from < today && today < to).toBe(true);
        expect((Date.parse(today) - Date.parse(from)) / 86_400_000).toBe(30);
      }),
    );
  });
});
