/**
 * Checkout types (wording §3, behaviour §7 "Checkout types: CRUD"): /finances/checkout-types
 * lists them with their accounting account and the IBAN their camt files come from.
 */
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import { resourceFromRecord } from '../src/client/admin';
import { lazyPage } from '../src/client/routing/lazyPage';
import { dialogPaths } from '../src/client/pages/records/dialogPaths';

export const checkoutTypes = resourceFromRecord('checkoutType', {
  icon: PointOfSaleIcon,
  menu: { labelKey: 'menu.checkoutTypes', group: 'menu.groups.finances' },
  paths: dialogPaths('/finances/checkout-types'),
  form: { groups: [{ name: 'checkoutType', title: 'finances.checkoutTypes.section', fields: ['name', 'accountNumber', 'camtAccount', 'active'] }] },
  routes: [
    { path: '/finances/checkout-types', element: lazyPage(() => import('../src/client/pages/records/CheckoutTypesPage').then((m) => m.CheckoutTypesPage)) },
  ],
});
