// generated — do not edit. Source: schemas/*.schema.json. Regenerate with `npm run gen`.

import type { RecordSummary } from '../shared/recordDefinition';
import type { RecordName } from './registry.gen';

export const recordIndex: Record<RecordName, RecordSummary> = {
  appointment: {"name":"appointment","resource":"appointments","backend":"common","label":"records.appointment._title","representation":"%{date} %{startTime}","idField":"appointment_id"},
  bookingCommunication: {"name":"bookingCommunication","resource":"booking-communication","backend":"common","label":"records.bookingCommunication._title","representation":null,"idField":"booking_communication_id"},
  bookingWidget: {"name":"bookingWidget","resource":"bookings","backend":"common","label":"records.bookingWidget._title","representation":"%{name}","idField":"booking_widget_id"},
  checkoutType: {"name":"checkoutType","resource":"checkout-types","backend":"common","label":"records.checkoutType._title","representation":"%{name}","idField":"checkout_type_id"},
  contact: {"name":"contact","resource":"contacts","backend":"common","label":"records.contact._title","representation":"%{firstName} %{lastName}","idField":"contact_id"},
  coupon: {"name":"coupon","resource":"coupons","backend":"common","label":"records.coupon._title","representation":"%{name} (%{code})","idField":"coupon_id"},
  invoice: {"name":"invoice","resource":"invoices","backend":"common","label":"records.invoice._title","representation":"%{number}","idField":"invoice_id"},
  invoiceTemplate: {"name":"invoiceTemplate","resource":"invoice-templates","backend":"common","label":"records.invoiceTemplate._title","representation":"%{name}","idField":"invoice_template_id"},
  invoicingSettings: {"name":"invoicingSettings","resource":"invoicing","backend":"common","label":"records.invoicingSettings._title","representation":null,"idField":"invoicing_settings_id"},
  onlinePresence: {"name":"onlinePresence","resource":"online-presence","backend":"common","label":"records.onlinePresence._title","representation":null,"idField":"online_presence_id"},
  project: {"name":"project","resource":"projects","backend":"common","label":"records.project._title","representation":"%{name}","idField":"project_id"},
  queryList: {"name":"queryList","resource":"query-lists","backend":"common","label":"records.queryList._title","representation":"%{name}","idField":"query_list_id"},
  service: {"name":"service","resource":"services","backend":"common","label":"records.service._title","representation":"%{name}","idField":"service_id"},
  serviceCategory: {"name":"serviceCategory","resource":"service-categories","backend":"common","label":"records.serviceCategory._title","representation":"%{name}","idField":"service_category_id"},
  tag: {"name":"tag","resource":"tags","backend":"common","label":"records.tag._title","representation":"%{value}","idField":"_id"},
  vatRate: {"name":"vatRate","resource":"vats","backend":"common","label":"records.vatRate._title","representation":"%{name} (%{rate} %)","idField":"vat_rate_id"},
};
