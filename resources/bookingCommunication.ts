/**
 * Online booking communication (behaviour §5/§9, wording §9): one record per practice at
 * /settings/booking-communication — reminder lead times ("24h"), e-mail and SMS per
 * notification type, and the SMS sender name.
 */
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { resourceFromRecord } from '../src/client/admin';
import { lazyPage } from '../src/client/routing/lazyPage';

const PATH = '/settings/booking-communication';

export const bookingCommunication = resourceFromRecord('bookingCommunication', {
  icon: NotificationsActiveIcon,
  menu: { labelKey: 'menu.bookingCommunication', group: 'menu.groups.booking' },
  paths: { list: PATH, edit: () => PATH },
  form: {
    groups: [
      { name: 'reminders', title: 'bookingCommunication.sections.reminders', fields: ['firstReminder', 'secondReminder'] },
      { name: 'channels', title: 'bookingCommunication.sections.channels', fields: ['email', 'sms'] },
      { name: 'sender', title: 'bookingCommunication.sections.sender', fields: ['nickname'] },
    ],
  },
  routes: [
    { path: PATH, element: lazyPage(() => import('../src/client/pages/settings/bookingCommunication/BookingCommunicationPage').then((m) => m.BookingCommunicationPage)) },
  ],
});
