/** Domain hooks per record name; records without an entry use the generic behaviour only. */
import type { RecordHooks } from '../../records/hooks';
import { bookingWidgetHooks } from './bookingWidgetHooks';
import { checkoutTypeHooks } from './checkoutTypeHooks';
import { contactHooks } from './contactHooks';
import { couponHooks } from './couponHooks';
import { invoiceTemplateHooks } from './invoiceTemplateHooks';
import { onlinePresenceHooks } from './onlinePresenceHooks';
import { queryListHooks } from './queryListHooks';
import { serviceHooks } from './serviceHooks';
import { tagHooks } from './tagHooks';
import { vatRateHooks } from './vatRateHooks';

export const recordHooks: Record<string, RecordHooks> = {
  contact: contactHooks,
  tag: tagHooks,
  vatRate: vatRateHooks,
  service: serviceHooks,
  coupon: couponHooks,
  checkoutType: checkoutTypeHooks,
  invoiceTemplate: invoiceTemplateHooks,
  queryList: queryListHooks,
  onlinePresence: onlinePresenceHooks,
  bookingWidget: bookingWidgetHooks,
};
