/**
 * Services (spec §3 Service): /settings/clinic-service-list groups them by category;
 * /settings/clinic-builder/{type} creates (or, with ?id=, edits) a general or tariff 590 service.
 * Prices are typed in francs and stored in Rappen; VAT by rate code; therapists of the centre.
 */
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import { lazyField, lazyWidget, resourceFromRecord, type RecordFormConfig } from '../src/client/admin';
import { lazyPage } from '../src/client/routing/lazyPage';
import { builderPath, type ServiceType } from '../src/client/pages/services/servicePaths';

const TARIFF_FIELDS = ['tarif', 'nr', 'rate', 'tpwAL', 'tpwTL'];

/** The builder's form: tariff fields only for tariff 590 services. */
export function serviceForm(type: ServiceType): RecordFormConfig {
  return {
    groups: [
      { name: 'general', title: 'services.sections.general', fields: ['name', 'category_fk', 'description', 'number', 'accountingAccount', 'virtual'] },
      { name: 'pricing', title: 'services.sections.pricing', columns: 3, fields: ['duration', 'unit', 'count', 'ppu', 'tax', 'bufferTimeBefore', 'bufferTime'] },
      ...(type === 'tarif590' ? [{ name: 'tariff', title: 'services.sections.tariff', columns: 3 as const, fields: TARIFF_FIELDS }] : []),
      { name: 'booking', title: 'services.sections.booking', columns: 3, fields: ['onlineBooking', 'confirmation', 'fixStart', 'fixStartTime'] },
      { name: 'languages', title: 'services.sections.languages', columns: 1, fields: ['langDepData'] },
      { name: 'variants', title: 'services.sections.variants', columns: 1, fields: ['variants'] },
      { name: 'resources', title: 'services.sections.resources', columns: 1, fields: ['resourceIds'] },
    ],
    hidden: ['type', ...(type === 'tarif590' ? [] : TARIFF_FIELDS)],
    fields: {
      description: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
      tax: { 'ui:widget': 'vatCode' },
      resourceIds: { 'ui:widget': 'therapists' },
      langDepData: { 'ui:field': 'langDepData' },
      variants: { items: { variantId: { 'ui:widget': 'hidden' } } },
      fixStartTime: { 'ui:options': { visibleWhen: { fixStart: true } } },
    },
  };
}

export const services = resourceFromRecord('service', {
  icon: MedicalServicesIcon,
  menu: { labelKey: 'menu.services', group: 'menu.groups.settings' },
  paths: { list: '/settings/clinic-service-list', edit: (id) => builderPath('regular', id), create: builderPath('regular') },
  form: serviceForm('regular'),
  // The builder page picks the form of the service's type.
  forms: { regular: serviceForm('regular'), tarif590: serviceForm('tarif590') },
  // The widgets (the therapists' autocomplete, the VAT codes by date, the texts per language) come with the service form, not with the app.
  widgets: {
    vatCode: lazyWidget(() => import('../src/client/pages/services/VatCodeWidget').then((m) => m.VatCodeWidget)),
    therapists: lazyWidget(() => import('../src/client/admin/widgets/TherapistsWidget').then((m) => m.TherapistsWidget)),
  },
  fields: { langDepData: lazyField(() => import('../src/client/pages/services/LangDepDataField').then((m) => m.LangDepDataField)) },
  routes: [
    { path: '/settings/clinic-service-list', element: lazyPage(() => import('../src/client/pages/services/ServiceListPage').then((m) => m.ServiceListPage)) },
    { path: '/settings/clinic-builder/:type', element: lazyPage(() => import('../src/client/pages/services/ServiceBuilderPage').then((m) => m.ServiceBuilderPage)) },
  ],
});
