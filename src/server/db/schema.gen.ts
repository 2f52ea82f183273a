// generated — do not edit. Source: schemas/*.schema.json. Regenerate with `npm run gen`.

// Record tables of the schema engine; src/server/db/schema.ts re-exports them. Import tables from ./schema.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { centres } from './baseTables';
import type { Appointment } from '../../generated/appointment.gen';
import type { BookingCommunication } from '../../generated/bookingCommunication.gen';
import type { BookingWidget } from '../../generated/bookingWidget.gen';
import type { CheckoutType } from '../../generated/checkoutType.gen';
import type { Contact } from '../../generated/contact.gen';
import type { Coupon } from '../../generated/coupon.gen';
import type { InvoiceTemplate } from '../../generated/invoiceTemplate.gen';
import type { InvoicingSettings } from '../../generated/invoicingSettings.gen';
import type { OnlinePresence } from '../../generated/onlinePresence.gen';
import type { Project } from '../../generated/project.gen';
import type { QueryList } from '../../generated/queryList.gen';
import type { Service } from '../../generated/service.gen';
import type { ServiceCategory } from '../../generated/serviceCategory.gen';
import type { Tag } from '../../generated/tag.gen';
import type { VatRate } from '../../generated/vatRate.gen';

/** appointment: schemas/appointment.schema.json */
export const appointments = pgTable(
  "appointments",
  {
    appointmentId: uuid("appointment_id").primaryKey().defaultRandom(),
    centreId: uuid("centre_id").notNull().references(() => centres.id, { onDelete: 'cascade' }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    date: date("date", { mode: 'string' }).notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
    startBufferTime: integer("start_buffer_time").notNull().default(0),
    endBufferTime: integer("end_buffer_time").notNull().default(0),
    resourceId: uuid("resource_id").notNull(),
    contactFk: uuid("contact_fk").references((): AnyPgColumn => contacts.contactId, { onDelete: "set null" }),
    serviceFk: uuid("service_fk").references((): AnyPgColumn => services.serviceId, { onDelete: "set null" }),
    title: text("title"),
    numberOfPeople: integer("number_of_people").notNull().default(1),
    notes: text("notes"),
    template: text("template"),
    status: text("status").notNull().default("CONFIRMED"),
    duration: integer("duration"),
    postedAt: timestamp("posted_at", { withTimezone: true, mode: 'date' }),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: 'date' }),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: 'date' }),
    busyFrom: timestamp("busy_from", { withTimezone: true, mode: 'date' }),
    busyUntil: timestamp("busy_until", { withTimezone: true, mode: 'date' }),
    seriesFk: uuid("series_fk"),
    seriesIndex: integer("series_index"),
    isException: boolean("is_exception").notNull().default(false),
    groupEventFk: uuid("group_event_fk"),
    projectFk: uuid("project_fk").references((): AnyPgColumn => projects.projectId, { onDelete: "set null" }),
    invoiceStatus: text("invoice_status"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true, mode: 'date' }),
    cancelBatch: uuid("cancel_batch"),
    statusBeforeCancel: text("status_before_cancel"),
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: 'date' }),
    statusBeforeDelete: text("status_before_delete"),
    documents: jsonb("documents").$type<NonNullable<Appointment["documents"]>>().notNull().default([]),
    items: jsonb("items").$type<NonNullable<Appointment["items"]>>().notNull().default([]),
    searchText: text("search_text").generatedAlwaysAs(sql.raw("translate(lower(coalesce(\"title\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')")),
  },
  (t) => [
    index("appointments_centre_idx").on(t.centreId, t.appointmentId),
    index("appointments_created_at_sort_idx").on(t.centreId, t.createdAt, t.appointmentId),
    index("appointments_date_sort_idx").on(t.centreId, t.date, t.appointmentId),
    index("appointments_resource_id_idx").on(t.centreId, t.resourceId),
    index("appointments_contact_fk_fk_idx").on(t.contactFk),
    index("appointments_service_fk_fk_idx").on(t.serviceFk),
    index("appointments_status_idx").on(t.centreId, t.status),
    index("appointments_starts_at_sort_idx").on(t.centreId, t.startsAt, t.appointmentId),
    index("appointments_series_fk_idx").on(t.centreId, t.seriesFk),
    index("appointments_group_event_fk_idx").on(t.centreId, t.groupEventFk),
    index("appointments_project_fk_fk_idx").on(t.projectFk),
    index("appointments_search_trgm").using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** bookingCommunication: schemas/bookingCommunication.schema.json */
export const bookingCommunicationSettings = pgTable(
  "booking_communication_settings",
  {
    bookingCommunicationId: uuid("booking_communication_id").primaryKey().defaultRandom(),
    centreId: uuid("centre_id").notNull().references(() => centres.id, { onDelete: 'cascade' }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    firstReminder: integer("first_reminder").notNull().default(24),
    secondReminder: integer("second_reminder").notNull().default(2),
    emailRequest: boolean("email_request").notNull().default(true),
    emailConfirmation: boolean("email_confirmation").notNull().default(true),
    emailChange: boolean("email_change").notNull().default(true),
    emailCancellation: boolean("email_cancellation").notNull().default(true),
    emailFirstReminder: boolean("email_first_reminder").notNull().default(true),
    emailSecondReminder: boolean("email_second_reminder").notNull().default(true),
    smsRequest: boolean("sms_request").notNull().default(false),
    smsConfirmation: boolean("sms_confirmation").notNull().default(false),
    smsChange: boolean("sms_change").notNull().default(false),
    smsCancellation: boolean("sms_cancellation").notNull().default(false),
    smsFirstReminder: boolean("sms_first_reminder").notNull().default(false),
    smsSecondReminder: boolean("sms_second_reminder").notNull().default(false),
    nickname: text("nickname"),
  },
  (t) => [
    uniqueIndex("booking_communication_settings_centre_uq").on(t.centreId),
    index("booking_communication_settings_created_at_sort_idx").on(t.centreId, t.createdAt, t.bookingCommunicationId),
  ],
);

/** bookingWidget: schemas/bookingWidget.schema.json */
export const bookingWidgets = pgTable(
  "booking_widgets",
  {
    bookingWidgetId: uuid("booking_widget_id").primaryKey().defaultRandom(),
    centreId: uuid("centre_id").notNull().references(() => centres.id, { onDelete: 'cascade' }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    name: text("name").notNull(),
    template: text("template").notNull().default("standard"),
    buttonColour: text("button_colour").notNull().default("#1c6e8c"),
    buttonFont: text("button_font").notNull().default("system"),
    buttonSize: text("button_size").notNull().default("medium"),
    buttonText: text("button_text"),
    buttonTexts: jsonb("button_texts").$type<NonNullable<BookingWidget["buttonTexts"]>>().notNull().default([]),
    serviceIds: jsonb("service_ids").$type<NonNullable<BookingWidget["serviceIds"]>>().notNull().default([]),
    providerIds: jsonb("provider_ids").$type<NonNullable<BookingWidget["providerIds"]>>().notNull().default([]),
    searchText: text("search_text").generatedAlwaysAs(sql.raw("translate(lower(coalesce(\"name\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')")),
  },
  (t) => [
    index("booking_widgets_centre_idx").on(t.centreId, t.bookingWidgetId),
    index("booking_widgets_created_at_sort_idx").on(t.centreId, t.createdAt, t.bookingWidgetId),
    index("booking_widgets_name_sort_idx").on(t.centreId, sql`lower(${t.name}) collate "kura_sort"`, t.bookingWidgetId),
    uniqueIndex("booking_widgets_name_uq").on(t.centreId, sql`lower(${t.name})`),
    index("booking_widgets_template_idx").on(t.centreId, t.template),
    index("booking_widgets_search_trgm").using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** checkoutType: schemas/checkoutType.schema.json */
export const checkoutTypes = pgTable(
  "checkout_types",
  {
    checkoutTypeId: uuid("checkout_type_id").primaryKey().defaultRandom(),
    centreId: uuid("centre_id").notNull().references(() => centres.id, { onDelete: 'cascade' }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    name: text("name").notNull(),
    accountNumber: text("account_number"),
    camtAccount: text("camt_account"),
    active: boolean("active").notNull().default(true),
    searchText: text("search_text").generatedAlwaysAs(sql.raw("translate(lower(coalesce(\"name\", '') || ' ' || coalesce(\"account_number\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')")),
  },
  (t) => [
    index("checkout_types_centre_idx").on(t.centreId, t.checkoutTypeId),
    index("checkout_types_created_at_sort_idx").on(t.centreId, t.createdAt, t.checkoutTypeId),
    index("checkout_types_name_sort_idx").on(t.centreId, sql`lower(${t.name}) collate "kura_sort"`, t.checkoutTypeId),
    uniqueIndex("checkout_types_name_uq").on(t.centreId, sql`lower(${t.name})`),
    index("checkout_types_account_number_sort_idx").on(t.centreId, sql`lower(${t.accountNumber}) collate "kura_sort"`, t.checkoutTypeId),
    index("checkout_types_camt_account_idx").on(t.centreId, t.camtAccount),
    uniqueIndex("checkout_types_camt_account_uq").on(t.centreId, sql`lower(${t.camtAccount})`),
    index("checkout_types_active_idx").on(t.centreId, t.active),
    index("checkout_types_search_trgm").using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** contact: schemas/contact.schema.json */
export const contacts = pgTable(
  "contacts",
  {
    contactId: uuid("contact_id").primaryKey().defaultRandom(),
    centreId: uuid("centre_id").notNull().references(() => centres.id, { onDelete: 'cascade' }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    salutation: text("salutation"),
    sex: text("sex"),
    dateOfBirth: date("date_of_birth", { mode: 'string' }),
    ahvNumber: text("ahv_number"),
    countryPhone: text("country_phone").notNull().default("+41"),
    phone: text("phone").notNull().default(""),
    homeNumber: text("home_number"),
    email: text("email"),
    businessEmail: text("business_email"),
    alternativeEmail: text("alternative_email"),
    digitalEmail: text("digital_email"),
    language: text("language"),
    website: text("website"),
    company: text("company"),
    addressStreet: text("address_street"),
    addressBuilding: text("address_building"),
    addressAdditionalLine: text("address_additional_line"),
    addressPoBox: text("address_po_box"),
    addressZipcode: text("address_zipcode"),
    addressCity: text("address_city"),
    addressDistrict: text("address_district"),
    addressState: text("address_state"),
    addressCountry: text("address_country"),
    billingAddress: jsonb("billing_address").$type<NonNullable<Contact["billingAddress"]>>(),
    insurance: text("insurance"),
    insuranceNumber: text("insurance_number"),
    esrNumber: text("esr_number"),
    height: numeric("height", { mode: 'number', precision: 5, scale: 1 }),
    weight: numeric("weight", { mode: 'number', precision: 5, scale: 1 }),
    bloodGroup: text("blood_group"),
    notes: jsonb("notes").$type<NonNullable<Contact["notes"]>>().notNull().default([]),
    tagIds: jsonb("tag_ids").$type<NonNullable<Contact["tagIds"]>>().notNull().default([]),
    parentFk: uuid("parent_fk").references((): AnyPgColumn => contacts.contactId, { onDelete: "set null" }),
    invoiceDispatch: text("invoice_dispatch").notNull().default("paper"),
    agreementInvoiceDate: date("agreement_invoice_date", { mode: 'string' }),
    status: text("status").notNull().default("active"),
    avatarFk: uuid("avatar_fk"),
    avatarFileName: text("avatar_file_name"),
    searchText: text("search_text").generatedAlwaysAs(sql.raw("translate(lower(coalesce(\"first_name\", '') || ' ' || coalesce(\"last_name\", '') || ' ' || coalesce(\"phone\", '') || ' ' || coalesce(\"email\", '') || ' ' || coalesce(\"company\", '') || ' ' || coalesce(\"address_city\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')")),
  },
  (t) => [
    index("contacts_centre_idx").on(t.centreId, t.contactId),
    index("contacts_created_at_sort_idx").on(t.centreId, t.createdAt, t.contactId),
    index("contacts_first_name_sort_idx").on(t.centreId, sql`lower(${t.firstName}) collate "kura_sort"`, t.contactId),
    index("contacts_last_name_sort_idx").on(t.centreId, sql`lower(${t.lastName}) collate "kura_sort"`, t.contactId),
    index("contacts_sex_idx").on(t.centreId, t.sex),
    index("contacts_date_of_birth_sort_idx").on(t.centreId, t.dateOfBirth, t.contactId),
    index("contacts_email_sort_idx").on(t.centreId, sql`lower(${t.email}) collate "kura_sort"`, t.contactId),
    index("contacts_address_zipcode_sort_idx").on(t.centreId, sql`lower(${t.addressZipcode}) collate "kura_sort"`, t.contactId),
    index("contacts_address_city_sort_idx").on(t.centreId, sql`lower(${t.addressCity}) collate "kura_sort"`, t.contactId),
    index("contacts_address_city_trgm").using('gin', t.addressCity.op('gin_trgm_ops')),
    index("contacts_tag_ids_gin").using('gin', t.tagIds.op('jsonb_path_ops')),
    index("contacts_parent_fk_fk_idx").on(t.parentFk),
    index("contacts_invoice_dispatch_idx").on(t.centreId, t.invoiceDispatch),
    index("contacts_status_idx").on(t.centreId, t.status),
    index("contacts_search_trgm").using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** coupon: schemas/coupon.schema.json */
export const coupons = pgTable(
  "coupons",
  {
    couponId: uuid("coupon_id").primaryKey().defaultRandom(),
    centreId: uuid("centre_id").notNull().references(() => centres.id, { onDelete: 'cascade' }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    name: text("name").notNull(),
    code: text("code").notNull(),
    discountType: text("discount_type").notNull().default("percent"),
    discount: integer("discount").notNull(),
    startDate: date("start_date", { mode: 'string' }).notNull(),
    expiryDate: date("expiry_date", { mode: 'string' }).notNull(),
    maxRedemptions: integer("max_redemptions"),
    active: boolean("active").notNull().default(true),
    searchText: text("search_text").generatedAlwaysAs(sql.raw("translate(lower(coalesce(\"name\", '') || ' ' || coalesce(\"code\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')")),
  },
  (t) => [
    index("coupons_centre_idx").on(t.centreId, t.couponId),
    index("coupons_created_at_sort_idx").on(t.centreId, t.createdAt, t.couponId),
    index("coupons_name_sort_idx").on(t.centreId, sql`lower(${t.name}) collate "kura_sort"`, t.couponId),
    index("coupons_code_sort_idx").on(t.centreId, sql`lower(${t.code}) collate "kura_sort"`, t.couponId),
    uniqueIndex("coupons_code_uq").on(t.centreId, sql`lower(${t.code})`),
    index("coupons_discount_type_idx").on(t.centreId, t.discountType),
    index("coupons_discount_sort_idx").on(t.centreId, t.discount, t.couponId),
    index("coupons_start_date_sort_idx").on(t.centreId, t.startDate, t.couponId),
    index("coupons_expiry_date_sort_idx").on(t.centreId, t.expiryDate, t.couponId),
    index("coupons_active_idx").on(t.centreId, t.active),
    index("coupons_search_trgm").using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** invoiceTemplate: schemas/invoiceTemplate.schema.json */
export const invoiceTemplates = pgTable(
  "invoice_templates",
  {
    invoiceTemplateId: uuid("invoice_template_id").primaryKey().defaultRandom(),
    centreId: uuid("centre_id").notNull().references(() => centres.id, { onDelete: 'cascade' }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    name: text("name").notNull(),
    html: text("html").notNull(),
    css: text("css").notNull().default(""),
    showPayment: boolean("show_payment").notNull().default(true),
    repeatable: boolean("repeatable").notNull().default(false),
    active: boolean("active").notNull().default(true),
    searchText: text("search_text").generatedAlwaysAs(sql.raw("translate(lower(coalesce(\"name\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')")),
  },
  (t) => [
    index("invoice_templates_centre_idx").on(t.centreId, t.invoiceTemplateId),
    index("invoice_templates_created_at_sort_idx").on(t.centreId, t.createdAt, t.invoiceTemplateId),
    index("invoice_templates_name_sort_idx").on(t.centreId, sql`lower(${t.name}) collate "kura_sort"`, t.invoiceTemplateId),
    uniqueIndex("invoice_templates_name_uq").on(t.centreId, sql`lower(${t.name})`),
    index("invoice_templates_active_idx").on(t.centreId, t.active),
    index("invoice_templates_search_trgm").using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** invoicingSettings: schemas/invoicingSettings.schema.json */
export const invoicingSettings = pgTable(
  "invoicing_settings",
  {
    invoicingSettingsId: uuid("invoicing_settings_id").primaryKey().defaultRandom(),
    centreId: uuid("centre_id").notNull().references(() => centres.id, { onDelete: 'cascade' }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    title: text("title"),
    description: text("description"),
    notes: text("notes"),
    signedBy: text("signed_by"),
    role: text("role"),
    greetings: text("greetings"),
    law: text("law").notNull().default("VVG"),
    treatmentType: text("treatment_type").notNull().default("ambulatory"),
    reasonForTreatment: text("reason_for_treatment").notNull().default("disease"),
    paymentTermDays: integer("payment_term_days").notNull().default(30),
    reminder1Days: integer("reminder1_days").notNull().default(10),
    reminder2Days: integer("reminder2_days").notNull().default(10),
    reminder3Days: integer("reminder3_days").notNull().default(10),
    reminder1Text: text("reminder1_text"),
    reminder2Text: text("reminder2_text"),
    reminder3Text: text("reminder3_text"),
    emailTemplate: text("email_template"),
    directEmailTemplate: text("direct_email_template"),
    directPdfSending: boolean("direct_pdf_sending").notNull().default(false),
    invoiceDocuments: integer("invoice_documents").notNull().default(1),
  },
  (t) => [
    uniqueIndex("invoicing_settings_centre_uq").on(t.centreId),
    index("invoicing_settings_created_at_sort_idx").on(t.centreId, t.createdAt, t.invoicingSettingsId),
  ],
);

/** onlinePresence: schemas/onlinePresence.schema.json */
export const onlinePresenceSettings = pgTable(
  "online_presence_settings",
  {
    onlinePresenceId: uuid("online_presence_id").primaryKey().defaultRandom(),
    centreId: uuid("centre_id").notNull().references(() => centres.id, { onDelete: 'cascade' }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    publicProfile: boolean("public_profile").notNull().default(false),
    bookingEnabled: boolean("booking_enabled").notNull().default(false),
    widgetTemplateName: text("widget_template_name").notNull().default("standard"),
    widgetButtonColour: text("widget_button_colour").notNull().default("#1c6e8c"),
    widgetButtonFont: text("widget_button_font").notNull().default("system"),
    widgetButtonSize: text("widget_button_size").notNull().default("medium"),
    widgetButtonText: text("widget_button_text"),
    onlyAddressBookClients: boolean("only_address_book_clients").notNull().default(false),
    bookingLimitAmount: integer("booking_limit_amount").notNull().default(24),
    bookingLimitUnit: text("booking_limit_unit").notNull().default("hours"),
    bookingHorizonAmount: integer("booking_horizon_amount").notNull().default(6),
    bookingHorizonUnit: text("booking_horizon_unit").notNull().default("months"),
    cancellationLimitAmount: integer("cancellation_limit_amount").notNull().default(24),
    cancellationLimitUnit: text("cancellation_limit_unit").notNull().default("hours"),
  },
  (t) => [
    uniqueIndex("online_presence_settings_centre_uq").on(t.centreId),
    index("online_presence_settings_created_at_sort_idx").on(t.centreId, t.createdAt, t.onlinePresenceId),
  ],
);

/** project: schemas/project.schema.json */
export const projects = pgTable(
  "projects",
  {
    projectId: uuid("project_id").primaryKey().defaultRandom(),
    centreId: uuid("centre_id").notNull().references(() => centres.id, { onDelete: 'cascade' }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    name: text("name").notNull(),
    contactFk: uuid("contact_fk").references((): AnyPgColumn => contacts.contactId, { onDelete: "cascade" }),
    caseNumber: text("case_number"),
    caseDate: date("case_date", { mode: 'string' }),
    accidentNumber: text("accident_number"),
    accidentDate: date("accident_date", { mode: 'string' }),
    dispositionNumber: text("disposition_number"),
    dispositionDate: date("disposition_date", { mode: 'string' }),
    costReimbursementNumber: text("cost_reimbursement_number"),
    costReimbursementDate: date("cost_reimbursement_date", { mode: 'string' }),
    insuranceLaw: text("insurance_law"),
    treatmentType: text("treatment_type"),
    treatmentReason: text("treatment_reason"),
    sessionType: text("session_type"),
    maxSessions: integer("max_sessions"),
    diagnosis: text("diagnosis"),
    referrerFirstName: text("referrer_first_name"),
    referrerLastName: text("referrer_last_name"),
    referrerGln: text("referrer_gln"),
    referrerZsr: text("referrer_zsr"),
    referrerAddress: text("referrer_address"),
    referrerZip: text("referrer_zip"),
    referrerCity: text("referrer_city"),
    remunerationType: text("remuneration_type"),
    canton: text("canton"),
    insuranceCardNumber: text("insurance_card_number"),
    insuranceCardValidUntil: date("insurance_card_valid_until", { mode: 'string' }),
    role: text("role"),
    place: text("place"),
    searchText: text("search_text").generatedAlwaysAs(sql.raw("translate(lower(coalesce(\"name\", '') || ' ' || coalesce(\"case_number\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')")),
  },
  (t) => [
    index("projects_centre_idx").on(t.centreId, t.projectId),
    index("projects_created_at_sort_idx").on(t.centreId, t.createdAt, t.projectId),
    index("projects_name_sort_idx").on(t.centreId, sql`lower(${t.name}) collate "kura_sort"`, t.projectId),
    index("projects_contact_fk_fk_idx").on(t.contactFk),
    index("projects_search_trgm").using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** queryList: schemas/queryList.schema.json */
export const queryLists = pgTable(
  "query_lists",
  {
    queryListId: uuid("query_list_id").primaryKey().defaultRandom(),
    centreId: uuid("centre_id").notNull().references(() => centres.id, { onDelete: 'cascade' }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    name: text("name").notNull(),
    resource: text("resource").notNull().default("contacts"),
    filter: jsonb("filter").$type<NonNullable<QueryList["filter"]>>().notNull().default({}),
    sort: jsonb("sort").$type<NonNullable<QueryList["sort"]>>(),
    searchText: text("search_text").generatedAlwaysAs(sql.raw("translate(lower(coalesce(\"name\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')")),
  },
  (t) => [
    index("query_lists_centre_idx").on(t.centreId, t.queryListId),
    index("query_lists_created_at_sort_idx").on(t.centreId, t.createdAt, t.queryListId),
    index("query_lists_name_sort_idx").on(t.centreId, sql`lower(${t.name}) collate "kura_sort"`, t.queryListId),
    uniqueIndex("query_lists_name_uq").on(t.centreId, sql`lower(${t.name})`),
    index("query_lists_resource_idx").on(t.centreId, t.resource),
    index("query_lists_search_trgm").using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** service: schemas/service.schema.json */
export const services = pgTable(
  "services",
  {
    serviceId: uuid("service_id").primaryKey().defaultRandom(),
    centreId: uuid("centre_id").notNull().references(() => centres.id, { onDelete: 'cascade' }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    name: text("name").notNull(),
    description: text("description"),
    type: text("type").notNull().default("regular"),
    categoryFk: uuid("category_fk").references((): AnyPgColumn => serviceCategories.serviceCategoryId, { onDelete: "set null" }),
    unit: text("unit").notNull().default("minute"),
    ppu: integer("ppu").notNull().default(0),
    count: integer("count").notNull().default(1),
    duration: integer("duration").notNull().default(60),
    tax: text("tax").notNull().default(""),
    bufferTimeBefore: integer("buffer_time_before").notNull().default(0),
    bufferTime: integer("buffer_time").notNull().default(0),
    fixStart: boolean("fix_start").notNull().default(false),
    fixStartTime: text("fix_start_time"),
    onlineBooking: boolean("online_booking").notNull().default(false),
    confirmation: text("confirmation").notNull().default("automatic"),
    virtual: boolean("virtual").notNull().default(false),
    groupEvent: boolean("group_event").notNull().default(false),
    number: text("number"),
    tarif: text("tarif"),
    nr: text("nr"),
    rate: numeric("rate", { mode: 'number', precision: 9, scale: 4 }).notNull().default(1),
    tpwAl: numeric("tpw_al", { mode: 'number', precision: 8, scale: 4 }),
    tpwTl: numeric("tpw_tl", { mode: 'number', precision: 8, scale: 4 }),
    accountingAccount: text("accounting_account"),
    langDepData: jsonb("lang_dep_data").$type<NonNullable<Service["langDepData"]>>().notNull().default([]),
    variants: jsonb("variants").$type<NonNullable<Service["variants"]>>().notNull().default([]),
    resourceIds: jsonb("resource_ids").$type<NonNullable<Service["resourceIds"]>>().notNull().default([]),
    searchText: text("search_text").generatedAlwaysAs(sql.raw("translate(lower(coalesce(\"name\", '') || ' ' || coalesce(\"number\", '') || ' ' || coalesce(\"nr\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')")),
  },
  (t) => [
    index("services_centre_idx").on(t.centreId, t.serviceId),
    index("services_created_at_sort_idx").on(t.centreId, t.createdAt, t.serviceId),
    index("services_name_sort_idx").on(t.centreId, sql`lower(${t.name}) collate "kura_sort"`, t.serviceId),
    index("services_name_trgm").using('gin', t.name.op('gin_trgm_ops')),
    index("services_type_idx").on(t.centreId, t.type),
    index("services_category_fk_fk_idx").on(t.categoryFk),
    index("services_ppu_sort_idx").on(t.centreId, t.ppu, t.serviceId),
    index("services_duration_sort_idx").on(t.centreId, t.duration, t.serviceId),
    index("services_online_booking_idx").on(t.centreId, t.onlineBooking),
    index("services_number_sort_idx").on(t.centreId, sql`lower(${t.number}) collate "kura_sort"`, t.serviceId),
    index("services_resource_ids_gin").using('gin', t.resourceIds.op('jsonb_path_ops')),
    index("services_search_trgm").using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** serviceCategory: schemas/serviceCategory.schema.json */
export const serviceCategories = pgTable(
  "service_categories",
  {
    serviceCategoryId: uuid("service_category_id").primaryKey().defaultRandom(),
    centreId: uuid("centre_id").notNull().references(() => centres.id, { onDelete: 'cascade' }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    name: text("name").notNull(),
    description: text("description"),
    colour: text("colour"),
    position: integer("position").notNull().default(0),
    searchText: text("search_text").generatedAlwaysAs(sql.raw("translate(lower(coalesce(\"name\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')")),
  },
  (t) => [
    index("service_categories_centre_idx").on(t.centreId, t.serviceCategoryId),
    index("service_categories_created_at_sort_idx").on(t.centreId, t.createdAt, t.serviceCategoryId),
    index("service_categories_name_sort_idx").on(t.centreId, sql`lower(${t.name}) collate "kura_sort"`, t.serviceCategoryId),
    index("service_categories_position_sort_idx").on(t.centreId, t.position, t.serviceCategoryId),
    index("service_categories_search_trgm").using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** tag: schemas/tag.schema.json */
export const tags = pgTable(
  "tags",
  {
    tagId: uuid("tag_id").primaryKey().defaultRandom(),
    centreId: uuid("centre_id").notNull().references(() => centres.id, { onDelete: 'cascade' }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    value: text("value").notNull(),
    searchText: text("search_text").generatedAlwaysAs(sql.raw("translate(lower(coalesce(\"value\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')")),
  },
  (t) => [
    index("tags_centre_idx").on(t.centreId, t.tagId),
    index("tags_created_at_sort_idx").on(t.centreId, t.createdAt, t.tagId),
    index("tags_value_sort_idx").on(t.centreId, sql`lower(${t.value}) collate "kura_sort"`, t.tagId),
    uniqueIndex("tags_value_uq").on(t.centreId, sql`lower(${t.value})`),
    index("tags_search_trgm").using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** vatRate: schemas/vatRate.schema.json */
export const vatRates = pgTable(
  "vat_rates",
  {
    vatRateId: uuid("vat_rate_id").primaryKey().defaultRandom(),
    centreId: uuid("centre_id").notNull().references(() => centres.id, { onDelete: 'cascade' }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    name: text("name").notNull(),
    code: text("code").notNull(),
    rate: numeric("rate", { mode: 'number', precision: 6, scale: 3 }).notNull(),
    type: text("type").notNull().default("custom"),
    validFrom: date("valid_from", { mode: 'string' }).notNull(),
    validUntil: date("valid_until", { mode: 'string' }),
    countryCode: text("country_code").notNull().default("CH"),
    available: boolean("available").notNull().default(true),
    searchText: text("search_text").generatedAlwaysAs(sql.raw("translate(lower(coalesce(\"name\", '') || ' ' || coalesce(\"code\", '')), 'ÀÁÂÄÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÖÕÙÚÛÜÝàáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyy')")),
  },
  (t) => [
    index("vat_rates_centre_idx").on(t.centreId, t.vatRateId),
    index("vat_rates_created_at_sort_idx").on(t.centreId, t.createdAt, t.vatRateId),
    index("vat_rates_name_sort_idx").on(t.centreId, sql`lower(${t.name}) collate "kura_sort"`, t.vatRateId),
    index("vat_rates_code_sort_idx").on(t.centreId, sql`lower(${t.code}) collate "kura_sort"`, t.vatRateId),
    index("vat_rates_rate_sort_idx").on(t.centreId, t.rate, t.vatRateId),
    index("vat_rates_type_idx").on(t.centreId, t.type),
    index("vat_rates_valid_from_sort_idx").on(t.centreId, t.validFrom, t.vatRateId),
    index("vat_rates_valid_until_sort_idx").on(t.centreId, t.validUntil, t.vatRateId),
    index("vat_rates_country_code_idx").on(t.centreId, t.countryCode),
    index("vat_rates_available_idx").on(t.centreId, t.available),
    index("vat_rates_search_trgm").using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
