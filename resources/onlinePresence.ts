/**
 * Online presence (wording §2/§5): one record per practice at /settings/online-presence — public
 * profile, booking widget, who may book and the booking and cancellation limits.
 */
import PublicIcon from '@mui/icons-material/Public';
import { resourceFromRecord } from '../src/client/admin';
import { lazyPage } from '../src/client/routing/lazyPage';

const PATH = '/settings/online-presence';
const LIMIT_UNITS = ['hours', 'days', 'weeks', 'months', 'years'];

/** Hours of a limit, to compare them like the server does. */
const HOURS: Record<string, number> = { hours: 1, days: 24, weeks: 168, months: 730, years: 8766 };
const hoursOf = (limit: unknown): number | null => {
  const l = (limit ?? {}) as { amount?: unknown; unit?: unknown };
  return typeof l.amount === 'number' && typeof l.unit === 'string' && LIMIT_UNITS.includes(l.unit) ? l.amount * HOURS[l.unit] : null;
};

export const onlinePresence = resourceFromRecord('onlinePresence', {
  icon: PublicIcon,
  menu: { labelKey: 'menu.onlinePresence', group: 'menu.groups.booking' },
  paths: { list: PATH, edit: () => PATH },
  form: {
    groups: [
      { name: 'profile', title: 'onlinePresence.sections.profile', fields: ['publicProfile', 'onlyAddressBookClients'] },
      { name: 'widget', title: 'onlinePresence.sections.widget', columns: 1, fields: ['widget'] },
      { name: 'limits', title: 'onlinePresence.sections.limits', columns: 3, fields: ['bookingLimit', 'bookingHorizon', 'cancellationLimit', 'requestExpiryHours'] },
    ],
    fields: { widget: { buttonColour: { 'ui:widget': 'color' } } },
  },
  validate(formData, fail) {
    const notice = hoursOf(formData.bookingLimit);
    const horizon = hoursOf(formData.bookingHorizon);
    if (notice !== null && horizon !== null && notice >= horizon) fail('bookingHorizon', 'bookingHorizonTooShort');
  },
  routes: [{ path: PATH, element: lazyPage(() => import('../src/client/pages/settings/onlinePresence/OnlinePresencePage').then((m) => m.OnlinePresencePage)) }],
});
