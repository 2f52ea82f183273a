// generated — do not edit. Source: schemas/*.schema.json. Regenerate with `npm run gen`.

// Record tables of the schema engine; src/server/db/schema.ts re-exports them. Import tables from ./schema.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { centres } from './schema';
import type { Contact } from '../../generated/contact.gen';
import type { Service } from '../../generated/service.gen';
import type { ServiceCategory } from '../../generated/serviceCategory.gen';
import type { Tag } from '../../generated/tag.gen';
import type { VatRate } from '../../generated/vatRate.gen';

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
    index("contacts_first_name_sort_idx").on(t.centreId, sql`lower(${t.firstName})`, t.contactId),
    index("contacts_last_name_sort_idx").on(t.centreId, sql`lower(${t.lastName})`, t.contactId),
    index("contacts_sex_idx").on(t.centreId, t.sex),
    index("contacts_date_of_birth_sort_idx").on(t.centreId, t.dateOfBirth, t.contactId),
    index("contacts_email_sort_idx").on(t.centreId, sql`lower(${t.email})`, t.contactId),
    index("contacts_address_zipcode_sort_idx").on(t.centreId, sql`lower(${t.addressZipcode})`, t.contactId),
    index("contacts_address_city_sort_idx").on(t.centreId, sql`lower(${t.addressCity})`, t.contactId),
    index("contacts_address_city_trgm").using('gin', t.addressCity.op('gin_trgm_ops')),
    index("contacts_tag_ids_gin").using('gin', t.tagIds.op('jsonb_path_ops')),
    index("contacts_parent_fk_fk_idx").on(t.parentFk),
    index("contacts_invoice_dispatch_idx").on(t.centreId, t.invoiceDispatch),
    index("contacts_status_idx").on(t.centreId, t.status),
    index("contacts_search_trgm").using('gin', t.searchText.op('gin_trgm_ops')),
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
    index("services_name_sort_idx").on(t.centreId, sql`lower(${t.name})`, t.serviceId),
    index("services_name_trgm").using('gin', t.name.op('gin_trgm_ops')),
    index("services_type_idx").on(t.centreId, t.type),
    index("services_category_fk_fk_idx").on(t.categoryFk),
    index("services_ppu_sort_idx").on(t.centreId, t.ppu, t.serviceId),
    index("services_duration_sort_idx").on(t.centreId, t.duration, t.serviceId),
    index("services_online_booking_idx").on(t.centreId, t.onlineBooking),
    index("services_number_sort_idx").on(t.centreId, sql`lower(${t.number})`, t.serviceId),
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
    index("service_categories_name_sort_idx").on(t.centreId, sql`lower(${t.name})`, t.serviceCategoryId),
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
    index("tags_value_sort_idx").on(t.centreId, sql`lower(${t.value})`, t.tagId),
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
    index("vat_rates_name_sort_idx").on(t.centreId, sql`lower(${t.name})`, t.vatRateId),
    index("vat_rates_code_sort_idx").on(t.centreId, sql`lower(${t.code})`, t.vatRateId),
    index("vat_rates_rate_sort_idx").on(t.centreId, t.rate, t.vatRateId),
    index("vat_rates_type_idx").on(t.centreId, t.type),
    index("vat_rates_valid_from_sort_idx").on(t.centreId, t.validFrom, t.vatRateId),
    index("vat_rates_valid_until_sort_idx").on(t.centreId, t.validUntil, t.vatRateId),
    index("vat_rates_country_code_idx").on(t.centreId, t.countryCode),
    index("vat_rates_available_idx").on(t.centreId, t.available),
    index("vat_rates_search_trgm").using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);
