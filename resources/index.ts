/**
 * The react-admin resources of Kura's records (DESIGN §2: one small module per resource). The
 * app registers each as a <Resource>, adds their routes and menu entries.
 */
import type { RecordResource } from '../src/client/admin';
import { contacts } from './contacts';
import { serviceCategories } from './serviceCategories';
import { services } from './services';
import { tags } from './tags';
import { vatRates } from './vatRates';

export const recordResources: RecordResource[] = [contacts, services, serviceCategories, tags, vatRates];

export const recordRoutes = recordResources.flatMap((r) => r.routes);
export const recordMenu = recordResources.flatMap((r) => r.menu);
