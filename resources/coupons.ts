/**
 * Coupons (wording §3 Coupon, §5): /coupons lists them, a dialog edits one. The discount is a
 * percentage or an amount in francs by its type; the start date lies before the expiry date and
 * codes are unique in the practice (the server's alreadyExists shows at the code).
 */
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazyWidget, resourceFromRecord } from '../src/client/admin';
import { lazyPage } from '../src/client/routing/lazyPage';
import { dialogPaths } from '../src/client/pages/records/dialogPaths';

export const coupons = resourceFromRecord('coupon', {
  icon: LocalOfferIcon,
  menu: { labelKey: 'menu.coupons', group: 'menu.groups.marketing' },
  paths: dialogPaths('/coupons'),
  list: { columns: ['name', 'code', 'discountType', 'startDate', 'expiryDate', 'active'], alwaysOn: ['active'] },
  form: {
    groups: [
      { name: 'coupon', title: 'coupons.sections.coupon', fields: ['name', 'code', 'active'] },
      { name: 'discount', title: 'coupons.sections.discount', columns: 3, fields: ['discountType', 'discount', 'maxRedemptions'] },
      { name: 'validity', title: 'coupons.sections.validity', fields: ['startDate', 'expiryDate'] },
    ],
    fields: { discount: { 'ui:widget': 'couponDiscount' } },
  },
  widgets: { couponDiscount: lazyWidget(() => import('../src/client/pages/records/CouponDiscountWidget').then((m) => m.CouponDiscountWidget)) },
  validate(formData, fail) {
    const { startDate, expiryDate, discountType, discount } = formData;
    if (typeof startDate === 'string' && typeof expiryDate === 'string' && startDate >= expiryDate) fail('expiryDate', 'couponDatesOrder');
    if (discountType !== 'sum' && typeof discount === 'number' && discount > 100) fail('discount', 'invalidPercent');
  },
  // Codes are stored in capitals; sending them so keeps what the user sees after saving.
  transform: (body) => (typeof body.code === 'string' ? { ...body, code: body.code.toUpperCase() } : body),
  routes: [{ path: '/coupons', element: lazyPage(() => import('../src/client/pages/records/CouponsPage').then((m) => m.CouponsPage)) }],
});
