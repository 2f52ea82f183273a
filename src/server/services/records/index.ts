/** Domain hooks per record name; records without an entry use the generic behaviour only. */
import type { RecordHooks } from '../../plugins/crud/hooks';
import { contactHooks } from './contactHooks';
import { serviceHooks } from './serviceHooks';
import { tagHooks } from './tagHooks';
import { vatRateHooks } from './vatRateHooks';

export const recordHooks: Record<string, RecordHooks> = {
  contact: contactHooks,
  tag: tagHooks,
  vatRate: vatRateHooks,
  service: serviceHooks,
};
