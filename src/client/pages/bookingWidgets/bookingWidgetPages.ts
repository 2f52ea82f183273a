/** The booking widget pages, one lazy chunk (resources/bookingWidgets.ts loads them). */
export { BookingListPage } from './BookingListPage';
export { BookingViewPage, ClinicViewPage } from './PublicViewPage';
export { WidgetDebugPage } from './WidgetDebugPage';
export { WidgetPreviewWidget } from './WidgetPreviewWidget';
