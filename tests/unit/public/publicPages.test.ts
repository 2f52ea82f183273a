import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { parseRoute, bookingPath } from '../../../src/client/public/route';
import { makeTranslate } from '../../../src/client/public/i18n/translate';
import { initialLanguage } from '../../../src/client/public/i18n/language';
import { addMonths, daysWithSlots, monthRange, monthWeeks, timesOfDay } from '../../../src/client/public/booking/monthSlots';
import { afterService, servicesByCategory, therapistsFor } from '../../../src/client/public/booking/bookingFlow';
import { checkDetails, EMPTY_DETAILS, fieldOf } from '../../../src/client/public/booking/details';
import { PHONE_COUNTRIES } from '../../../src/client/public/booking/phoneCountries';
import { tokenOfManageUrl } from '../../../src/client/public/api/publicApi';
import { formatPrice, todayIn } from '../../../src/client/public/format';
import { SUPPORTED_PHONE_NUMBERS } from '../../../src/shared/validators/phone';
import type { PublicCentre, PublicSlot } from '../../../src/shared/api/publicBooking';

describe('public routes', () => {
  it('reads the booking, manage and profile links', () => {
    expect(parseRoute('/booking/c1/p1/0')).toEqual({ page: 'booking', centreId: 'c1', providerId: 'p1' });
    expect(parseRoute('/booking/c1/0/0')).toEqual({ page: 'booking', centreId: 'c1', providerId: null });
    expect(parseRoute('/booking/manage/tok.en')).toEqual({ page: 'manage', token: 'tok.en' });
    expect(parseRoute('/profile/c1')).toEqual({ page: 'profile', centreId: 'c1' });
    expect(parseRoute('/profile/%E0%A4%A')).toEqual({ page: 'notFound' });
    expect(parseRoute('/elsewhere')).toEqual({ page: 'notFound' });
    expect(bookingPath('c1')).toBe('/booking/c1/0/0');
  });
});

describe('translations', () => {
  const t = makeTranslate('de', { a: { b: 'Hallo {{name}}', n: 'x', n_one: 'ein Code', n_other: '{{count}} Codes' } }, { fallbackOnly: 'aus de' });
  it('nests keys, fills placeholders, picks plurals and falls back', () => {
    expect(t('a.b', { name: 'Eva' })).toBe('Hallo Eva');
    expect(t('a.n', { count: 1 })).toBe('ein Code');
    expect(t('a.n', { count: 3 })).toBe('3 Codes');
    expect(t('fallbackOnly')).toBe('aus de');
    expect(t('missing.key')).toBe('missing.key');
  });
  it('starts in the stored language, else the browser one, else German', () => {
    expect(initialLanguage('it', ['fr-CH'])).toBe('it');
    expect(initialLanguage(null, ['es-ES', 'fr-CH'])).toBe('fr');
    expect(initialLanguage(null, ['es-ES'])).toBe('de');
  });
});

describe('the month calendar', () => {
  it('asks for the month from today on, and not for a month past', () => {
    expect(monthRange('2026-11', '2026-11-26')).toEqual({ from: '2026-11-26', to: '2026-11-30' });
    expect(monthRange('2027-02', '2026-11-26')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(monthRange('2026-10', '2026-11-26')).toBeNull();
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
  });

  it('lays out every day of any month once, in weeks from Monday', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, m) => {
        const month = `${year}-${String(m).padStart(2, '0')}`;
        const weeks = monthWeeks(month);
        const days = weeks.flat().filter((d): d is string => d !== null);
        expect(weeks.every((w) => w.length === 7)).toBe(true);
        expect(days[0]).toBe(`${month}-01`);
        expect(new Set(days).size).toBe(days.length);
        expect(days.every((d) => d.startsWith(month))).toBe(true);
        // The column is the weekday (Monday = 0).
        const first = weeks[0].indexOf(days[0]);
        expect((new Date(`${days[0]}T00:00:00Z`).getUTCDay() + 6) % 7).toBe(first);
      }),
    );
  });

  it('lists each time once, earliest first, whoever of "any" is free', () => {
    const slot = (providerId: string, date: string, startTime: string): PublicSlot => ({ providerId, date, startTime, endTime: '23:00' });
    const slots = [slot('b', '2027-03-02', '10:00'), slot('a', '2027-03-02', '09:00'), slot('a', '2027-03-02', '10:00'), slot('a', '2027-03-03', '08:00')];
    expect(timesOfDay(slots, '2027-03-02').map((s) => [s.startTime, s.providerId])).toEqual([
      ['09:00', 'a'],
      ['10:00', 'b'],
    ]);
    expect([...daysWithSlots(slots)].sort()).toEqual(['2027-03-02', '2027-03-03']);
  });
});

const centre = {
  centreId: 'c',
  timezone: 'Europe/Zurich',
  categories: [{ categoryId: 'k1', name: 'Massage' }],
  therapists: [
    { providerId: 'p1', firstName: 'A', lastName: 'One', avatar: null, profession: '', languages: [], serviceIds: ['s1', 's2'] },
    { providerId: 'p2', firstName: 'B', lastName: 'Two', avatar: null, profession: '', languages: [], serviceIds: ['s1'] },
  ],
  services: [
    { serviceId: 's1', name: 'Massage 60', categoryId: 'k1', providerIds: ['p1', 'p2'] },
    { serviceId: 's2', name: 'Beratung', categoryId: null, providerIds: ['p1'] },
  ],
} as unknown as PublicCentre;

describe('the booking steps', () => {
  it('groups services by category, the uncategorised last', () => {
    expect(servicesByCategory(centre).map((g) => [g.name, g.services.map((s) => s.serviceId)])).toEqual([
      ['Massage', ['s1']],
      [null, ['s2']],
    ]);
  });
  it("lists the link's therapist first and leaves out the step when only one offers the service", () => {
    expect(therapistsFor(centre, 's1', 'p2').map((t) => t.providerId)).toEqual(['p2', 'p1']);
    expect(afterService(centre, 's1')).toEqual({ step: 'therapist', providerId: null });
    expect(afterService(centre, 's2')).toEqual({ step: 'day', providerId: 'p1' });
  });
  it('checks the details before sending the code', () => {
    expect(checkDetails(EMPTY_DETAILS)).toEqual({ firstName: 'required', lastName: 'required', email: 'required', phone: 'required' });
    expect(checkDetails({ ...EMPTY_DETAILS, firstName: 'E', lastName: 'S', email: 'e@x', phone: '079 555 12 34' })).toEqual({ email: 'invalidEmail' });
    expect(checkDetails({ ...EMPTY_DETAILS, firstName: 'E', lastName: 'S', email: 'e@x.ch', phone: '079 555 12 34' })).toEqual({});
    expect(fieldOf('countryPhone')).toBe('phone');
    expect(fieldOf('code')).toBeNull();
  });
  it('offers the phone countries the server sends SMS to', () => {
    expect(PHONE_COUNTRIES).toEqual(SUPPORTED_PHONE_NUMBERS);
  });
  it('reads the token of the manage link and writes prices in francs', () => {
    expect(tokenOfManageUrl('https://kura.example/booking/manage/abc.DEF-1')).toBe('abc.DEF-1');
    expect(formatPrice(12000, 'CHF')).toBe('CHF 120.00');
    expect(formatPrice(125050, 'CHF')).toBe('CHF 1’250.50');
    expect(formatPrice(100000005, 'EUR')).toBe('EUR 1’000’000.05');
    expect(todayIn('Europe/Zurich', new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
  });
});
