/**
 * The react-admin resources of Kura's records (DESIGN §2: one small module per resource). The
 * app registers each as a <Resource>, adds their routes and menu entries.
 */
import type { RecordResource } from '../src/client/admin';
import { bookingCommunication } from './bookingCommunication';
import { bookingWidgets } from './bookingWidgets';
import { checkoutTypes } from './checkoutTypes';
import { contacts } from './contacts';
import { coupons } from './coupons';
import { invoices } from './invoices';
import { invoiceTemplates } from './invoiceTemplates';
import { invoicingSettings } from './invoicingSettings';
import { onlinePresence } from './onlinePresence';
import { queryLists } from './queryLists';
import { serviceCategories } from './serviceCategories';
import { services } from './services';
import { tags } from './tags';
import { vatRates } from './vatRates';

export const recordResources: RecordResource[] = [
  contacts,
  services,
  serviceCategories,
  tags,
  vatRates,
  coupons,
  checkoutTypes,
  invoices,
  invoiceTemplates,
  queryLists,
  invoicingSettings,
  bookingCommunication,
  onlinePresence,
  bookingWidgets,
];

export const recordRoutes = recordResources.flatMap((r) => r.routes);
export const recordMenu = recordResources.flatMap((r) => r.menu);
