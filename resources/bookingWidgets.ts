/**
 * Booking widgets (wording §2 booking widget configuration; issue 10 §2): /settings/booking-list
 * lists the practice's booking buttons, a dialog edits one with a live preview of the button and
 * its embed code. Staff see the public pages at /booking-view and /clinic-view; /widgetDebug runs
 * a widget's embed code on a plain page.
 */
import SmartButtonIcon from '@mui/icons-material/Public';
import { lazyWidget, resourceFromRecord } from '../src/client/admin';
import { lazyPage } from '../src/client/routing/lazyPage';
import { dialogPaths } from '../src/client/pages/records/dialogPaths';

export const BOOKING_LIST_PATH = '/settings/booking-list';

const pages = () => import('../src/client/pages/bookingWidgets/bookingWidgetPages');

export const bookingWidgets = resourceFromRecord('bookingWidget', {
  icon: SmartButtonIcon,
  menu: { labelKey: 'menu.bookingWidget', group: 'menu.groups.booking' },
  paths: dialogPaths(BOOKING_LIST_PATH),
  list: { columns: ['name', 'template', 'buttonColour'], search: false },
  form: {
    groups: [
      { name: 'widget', title: 'bookingWidgets.sections.widget', columns: 2, fields: ['name', 'template'] },
      { name: 'button', title: 'bookingWidgets.sections.button', columns: 3, fields: ['buttonColour', 'buttonFont', 'buttonSize', 'buttonText'] },
      // Alone in its section, the list shows the section's title instead of its own.
      { name: 'texts', title: 'records.bookingWidget.buttonTexts', columns: 1, fields: ['buttonTexts'] },
      { name: 'offer', title: 'bookingWidgets.sections.offer', columns: 1, fields: ['serviceIds', 'providerIds'] },
      { name: 'embed', title: 'bookingWidgets.sections.embed', columns: 1, fields: ['embedCode'] },
    ],
    hidden: ['bookingUrl', 'profileUrl'],
    fields: {
      buttonText: { 'ui:options': { fullWidth: true } },
      providerIds: { 'ui:widget': 'widgetProviders' },
      embedCode: { 'ui:widget': 'widgetPreview' },
    },
  },
  widgets: {
    widgetPreview: lazyWidget(() => pages().then((m) => m.WidgetPreviewWidget)),
    widgetProviders: lazyWidget(() => import('../src/client/admin/widgets/TherapistsWidget').then((m) => m.TherapistsWidget)),
  },
  routes: [
    { path: BOOKING_LIST_PATH, element: lazyPage(() => pages().then((m) => m.BookingListPage)) },
    { path: '/booking-view', element: lazyPage(() => pages().then((m) => m.BookingViewPage)) },
    { path: '/clinic-view', element: lazyPage(() => pages().then((m) => m.ClinicViewPage)) },
    { path: '/widgetDebug', element: lazyPage(() => pages().then((m) => m.WidgetDebugPage)) },
  ],
});
