import { and, asc, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import { forCentre, type CentreScope } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { centreProviders, centreSettings, centres, roles, users } from '../../db/schema';
import type { BusinessInfo, Centre, CentreProvider, CentreSetting, RoleName } from '../../../shared/api/contracts';
import { fileUrl } from '../files/fileRecords';
import { notFound } from '../../errors';

const ROLE_RANK: Record<RoleName, number> = { OWNER: 3, ADMIN: 2, PROVIDER: 1 };

/** A user may hold several roles in one centre; the list shows the strongest. */
function strongestRole(names: RoleName[]): RoleName {
  return names.reduce<RoleName>((best, n) => (ROLE_RANK[n] > ROLE_RANK[best] ? n : best), 'PROVIDER');
}

/** For a query on the scope's provider records: one whose user still holds a role in the centre (not a former member's record). */
export const isCurrentMember = (scoped: CentreScope) => exists(scoped.select({ one: sql`1` }).from(roles).where(eq(roles.userId, centreProviders.userId)));

/**
 * Members' provider records of a centre, optionally one of them. Deleted accounts and former
 * members (removed or left: no role in the centre, the record kept for history) are left out.
 */
export async function loadCentreProviders(db: Queryable, centreId: string, providerId?: string): Promise<CentreProvider[]> {
  const scoped = forCentre(db, centreId);
  const rows = await scoped
    .select({ cp: centreProviders, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(centreProviders)
    .innerJoin(users, eq(users.id, centreProviders.userId))
    .where(and(isNull(users.deletedAt), isCurrentMember(scoped), providerId ? eq(centreProviders.id, providerId) : undefined))
    .orderBy(asc(centreProviders.createdAt), asc(centreProviders.id));
  if (rows.length === 0) return [];
  const roleRows = await scoped
    .select({ userId: roles.userId, name: roles.name })
    .from(roles)
    .where(inArray(roles.userId, rows.map((r) => r.cp.userId)));
  return rows.map(({ cp, firstName, lastName, email }) => ({
    centreProvider_id: cp.id,
    user_fk: cp.userId,
    centre_fk: cp.centreId,
    firstName,
    lastName,
    email,
    role: strongestRole(roleRows.filter((r) => r.userId === cp.userId).map((r) => r.name)),
    active: cp.active,
    Address: cp.address,
    BusinessNumber: cp.businessNumber,
    Permission: cp.permission,
    avatar: fileUrl(cp.avatarFileId),
    calendarColour: cp.calendarColour,
    profession: cp.profession,
    languages: cp.languages,
  }));
}

/** One provider record of the centre, or 404 (also for another centre's provider id). */
export async function loadCentreProvider(db: Queryable, centreId: string, providerId: string): Promise<CentreProvider> {
  const [provider] = await loadCentreProviders(db, centreId, providerId);
  if (!provider) throw notFound();
  return provider;
}

export const DEFAULT_CENTRE_SETTING: CentreSetting = {
  currency: 'CHF',
  invoiceNumberPrefix: '',
  invoiceNumberNext: '1',
  preselectedProviderId: null,
  directInvoicing: false,
};

export async function loadCentreSetting(db: Queryable, centreId: string): Promise<CentreSetting> {
  const [s] = await forCentre(db, centreId).select().from(centreSettings);
  if (!s) return { ...DEFAULT_CENTRE_SETTING };
  return {
    currency: s.currency,
    invoiceNumberPrefix: s.invoiceNumberPrefix,
    invoiceNumberNext: s.invoiceNumberNext,
    preselectedProviderId: s.preselectedProviderId,
    directInvoicing: s.directInvoicing,
  };
}

export function toBusinessInfo(raw: Record<string, unknown>): BusinessInfo {
  const text = (k: string) => (typeof raw[k] === 'string' ? (raw[k] as string) : '');
  return {
    businessNumber: Array.isArray(raw.businessNumber) ? (raw.businessNumber as BusinessInfo['businessNumber']) : [],
    taxNumber: text('taxNumber'),
    zsrNumber: text('zsrNumber'),
    nifNumber: text('nifNumber'),
    gln: text('gln'),
    others: text('others'),
    iban: text('iban'),
    bankName: text('bankName'),
    bankZip: text('bankZip'),
    bankCity: text('bankCity'),
  };
}

/** The Centre of contracts.ts; `clinicHash` (the join link token) only for managers. */
export async function loadCentre(db: Queryable, centreId: string, opts: { manager: boolean }): Promise<Centre> {
  const [c] = await db.select().from(centres).where(eq(centres.id, centreId));
  if (!c) throw notFound();
  const centre: Centre = {
    centre_id: c.id,
    name: c.name,
    address: c.address,
    contactNumber: c.contactNumber,
    alternateContactNumbers: c.alternateContactNumbers,
    primaryEmail: c.primaryEmail,
    alternateEmails: c.alternateEmails,
    website: c.website,
    logo: fileUrl(c.logoFileId),
    picture: fileUrl(c.pictureFileId),
    photos: c.photoFileIds.map((id) => ({ file_id: id, url: fileUrl(id) as string })),
    about: c.about,
    tagline: c.tagline,
    businessCategory: c.businessCategory,
    tags: c.tags,
    taxes: c.taxes,
    openingHours: c.openingHours,
    businessInfo: toBusinessInfo(c.businessInfo),
    timezone: c.timezone,
    CentreSetting: await loadCentreSetting(db, c.id),
    CentreProvider: await loadCentreProviders(db, c.id),
  };
  if (opts.manager) centre.clinicHash = c.joinHash;
  return centre;
}
