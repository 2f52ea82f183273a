// generated — do not edit. Source: schemas/*.schema.json. Regenerate with `npm run gen`.
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { RecordName } from '../registry.gen';
import { validateFns as appointment } from './appointment.gen';
import { validateFns as bookingCommunication } from './bookingCommunication.gen';
import { validateFns as bookingWidget } from './bookingWidget.gen';
import { validateFns as checkoutType } from './checkoutType.gen';
import { validateFns as contact } from './contact.gen';
import { validateFns as coupon } from './coupon.gen';
import { validateFns as invoice } from './invoice.gen';
import { validateFns as invoiceTemplate } from './invoiceTemplate.gen';
import { validateFns as invoicingSettings } from './invoicingSettings.gen';
import { validateFns as onlinePresence } from './onlinePresence.gen';
import { validateFns as project } from './project.gen';
import { validateFns as queryList } from './queryList.gen';
import { validateFns as service } from './service.gen';
import { validateFns as serviceCategory } from './serviceCategory.gen';
import { validateFns as tag } from './tag.gen';
import { validateFns as vatRate } from './vatRate.gen';

/** Each record form's precompiled validators (src/client/admin/validation.ts recordFormValidator). */
export const formValidators: Record<RecordName, ValidatorFunctions> = { appointment, bookingCommunication, bookingWidget, checkoutType, contact, coupon, invoice, invoiceTemplate, invoicingSettings, onlinePresence, project, queryList, service, serviceCategory, tag, vatRate };
