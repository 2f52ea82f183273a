/**
 * Public holidays of a centre's canton (or state), from `date-holidays` (maintained rules for
 * every Swiss canton, LI, DE, AT, FR, IT, with names in de/fr/it/en). Suggestions only: the
 * holidays page shows them for review before anything is added to a provider's days off.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { centres } from '../../db/schema';
import type { HalfDay, PublicHoliday, PublicHolidays } from '../../../shared/api/daysOff';

type HolidaysModule = typeof import('date-holidays');
let loaded: Promise<HolidaysModule> | undefined;
// The rule data is large; load it on the first request, not at server start.
const holidaysLibrary = () => (loaded ??= import('date-holidays'));

const KEPT_TYPES = new Set(['public', 'bank', 'optional']);

/** The centre's country and canton from its first address; Switzerland when none is given. */
export async function centreRegion(db: Db, centreId: string): Promise<{ country: string; state: string | null }> {
  const [centre] = await db.select({ address: centres.address }).from(centres).where(eq(centres.id, centreId));
  const address = centre?.address?.[0];
  return { country: (address?.country || 'CH').toUpperCase(), state: address?.state ? address.state.toUpperCase() : null };
}

/**
 * The holidays of `year` for country and state in `language`. An unknown state falls back to
 * the national holidays (state null in the answer), an unknown country to none.
 */
export async function publicHolidays(country: string, state: string | null, year: number, language: string): Promise<PublicHolidays> {
  const { default: Holidays } = await holidaysLibrary();
  const catalogue = new Holidays();
  const countries = catalogue.getCountries();
  if (!countries || !(country in countries)) return { year, country, state: null, days: [] };
  const states = catalogue.getStates(country) ?? {};
  const usedState = state && state in states ? state : null;
  const hd = usedState ? new Holidays(country, usedState) : new Holidays(country);
  const days: PublicHoliday[] = [];
  const seen = new Set<string>();
  for (const h of hd.getHolidays(year, language) ?? []) {
    const date = h.date.slice(0, 10);
    if (!KEPT_TYPES.has(h.type) || seen.has(date) || Number(date.slice(0, 4)) !== year) continue;
    seen.add(date);
    const day: PublicHoliday = { date, name: h.name.slice(0, 50), type: h.type as PublicHoliday['type'] };
    const half = halfDayOf(h.date);
    if (half) day.halfDay = half;
    days.push(day);
  }
  return { year, country, state: usedState, days };
}

/** A holiday starting at noon or later (e.g. Knabenschiessen 13:00) leaves the morning working. */
function halfDayOf(dateTime: string): HalfDay | null {
  const hour = Number(dateTime.slice(11, 13));
  return hour >= 12 ? 'afternoon' : null;
}
