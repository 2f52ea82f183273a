/**
 * Service categories (spec §3 Service): the generic list and forms at /service-categories;
 * the services list groups by them and links here.
 */
import { resourceFromRecord } from '../src/client/admin';

export const serviceCategories = resourceFromRecord('serviceCategory', {
  list: { title: 'services.categories.title' },
});
