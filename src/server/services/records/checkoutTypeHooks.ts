/**
 * Checkout types (wording §3, behaviour §7 Checkout types): the camt account is an IBAN, kept in
 * its electronic form (CH9300762011623852957) so imported camt files find their checkout type
 * however it was typed; one account belongs to one checkout type of the centre.
 */
import type { RecordHooks } from '../../records/hooks';
import { normalizeIban } from '../../../shared/validators/iban';

export const checkoutTypeHooks: RecordHooks = {
  prepare(input) {
    if (typeof input.values.camtAccount === 'string') input.values.camtAccount = normalizeIban(input.values.camtAccount);
  },
};
