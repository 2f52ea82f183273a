/**
 * VAT rates (spec §7 VAT, wording §3): /settings/vat lists them and edits one in a dialog
 * (?id=… or ?create); periods of one code must not overlap (the server's vatPeriodOverlap shows
 * at "valid from"), and a period cannot end before it starts.
 */
import PercentIcon from '@mui/icons-material/Percent';
import { resourceFromRecord } from '../src/client/admin';
import { lazyPage } from '../src/client/routing/lazyPage';

export const vatRates = resourceFromRecord('vatRate', {
  icon: PercentIcon,
  menu: { labelKey: 'menu.vat', group: 'menu.groups.settings' },
  paths: { list: '/settings/vat', edit: (id) => `/settings/vat?id=${encodeURIComponent(id)}`, create: '/settings/vat?create=1' },
  list: { filters: ['code', 'type', 'countryCode', 'available'], keyColumns: ['name', 'rate', 'validFrom'] },
  form: {
    groups: [
      { name: 'rate', title: 'vat.sections.rate', fields: ['name', 'code', 'rate', 'type'] },
      { name: 'validity', title: 'vat.sections.validity', fields: ['validFrom', 'validUntil', 'countryCode', 'available'] },
    ],
    fields: { rate: { 'ui:options': { step: 0.001 } } },
  },
  validate(formData, fail) {
    const { validFrom, validUntil } = formData;
    if (typeof validFrom === 'string' && typeof validUntil === 'string' && validUntil < validFrom) fail('validUntil', 'invalidDateRange');
  },
  routes: [{ path: '/settings/vat', element: lazyPage(() => import('../src/client/pages/vat/VatPage').then((m) => m.VatPage)) }],
});
