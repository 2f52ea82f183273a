/**
 * Contacts (clients/patients): the spec's screens /clients/clientlist and
 * /clients/profile/{contactId}; the profile form in sections (identity, communication, address,
 * billing address, insurance/health, invoice dispatch, notes and tags); tags as chips, created
 * on save when missing (spec §5). Fields the sections do not name still appear, in a last section.
 */
import PeopleIcon from '@mui/icons-material/People';
import { resourceFromRecord, type RecordFormConfig } from '../src/client/admin';
import { lazyPage } from '../src/client/routing/lazyPage';
import { ensureTagIds } from '../src/client/admin/tagsApi';

export const contactForm: RecordFormConfig = {
  groups: [
    { name: 'identity', title: 'clients.sections.identity', columns: 3, fields: ['salutation', 'firstName', 'lastName', 'sex', 'dateOfBirth', 'ahvNumber', 'status'] },
    { name: 'communication', title: 'clients.sections.communication', fields: ['phone', 'homeNumber', 'email', 'businessEmail', 'alternativeEmail', 'website', 'company'] },
    { name: 'address', title: 'clients.sections.address', fields: ['Address'] },
    { name: 'billingAddress', title: 'clients.sections.billingAddress', fields: ['billingAddress'] },
    { name: 'health', title: 'clients.sections.health', columns: 3, fields: ['insurance', 'insuranceNumber', 'esrNumber', 'height', 'weight', 'bmi', 'bloodGroup'] },
    { name: 'invoicing', title: 'clients.sections.invoicing', columns: 3, fields: ['invoiceDispatch', 'digitalEmail', 'agreementInvoiceDate'] },
    { name: 'notes', title: 'clients.sections.notes', columns: 1, fields: ['tags', 'notes'] },
  ],
  // Family members have their own section on the profile; the picture its own upload.
  // Completeness is shown on the profile's header.
  hidden: ['tagIds', 'children', 'parent_fk', 'avatar_fk', 'avatarFileName', 'complete'],
  fields: {
    dateOfBirth: { 'ui:options': { past: true } },
    tags: { 'ui:widget': 'tags' },
    notes: { 'ui:widget': 'textList' },
  },
};

/** The quick form of "new contact": who it is and how to reach them. */
export const contactQuickForm: RecordFormConfig = {
  ...contactForm,
  groups: [{ name: 'quick', title: 'clients.sections.identity', fields: ['salutation', 'firstName', 'lastName', 'sex', 'dateOfBirth', 'phone', 'email'] }],
  onlyGroups: true,
};

/** New contacts start Swiss: +41 and an address in CH. */
export const contactDefaults = { countryPhone: '+41', Address: { country: 'CH' } };

export const contacts = resourceFromRecord('contact', {
  icon: PeopleIcon,
  menu: { labelKey: 'menu.clients' },
  // On a phone: who it is and how to reach them; the rest in the row's detail.
  list: { keyColumns: ['firstName', 'lastName', 'phone'] },
  paths: { list: '/clients/clientlist', edit: (id) => `/clients/profile/${encodeURIComponent(id)}` },
  form: contactForm,
  forms: { quick: contactQuickForm },
  defaults: contactDefaults,
  // Spec §5: saving tags first creates the missing ones; the contact then refers to them by id.
  async transform(body, { centreId }) {
    if (!('tags' in body)) return body;
    const names = Array.isArray(body.tags) ? body.tags.map(String) : [];
    const { tags: _names, ...rest } = body;
    return { ...rest, tagIds: await ensureTagIds(centreId, names) };
  },
  routes: [
    { path: '/clients/clientlist', element: lazyPage(() => import('../src/client/pages/clients/ClientListPage').then((m) => m.ClientListPage)) },
    { path: '/clients/profile/:contactId', element: lazyPage(() => import('../src/client/pages/clients/ContactProfilePage').then((m) => m.ContactProfilePage)) },
  ],
});
