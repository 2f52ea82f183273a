/**
 * GET /booking-api/public/centres/{cid} (issue 10 §3, §4): the practice as a client may see it —
 * name, images, about, address, opening hours, its bookable therapists (name, picture,
 * profession, languages) and bookable services (duration, price). Built field by field from an
 * allow-list: no e-mail, phone of staff, business numbers, settings or anything of clients.
 */
import { asc, inArray } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { centreSettings, serviceCategories } from '../../db/schema';
import { fileUrl } from '../files/fileRecords';
import { bookableTherapists, loadBookableCentre, onlineServices } from './bookableCentre';
import type { PublicCentre, PublicService } from '../../../shared/api/publicBooking';
import { toLanguage } from '../../../shared/languages';
import { serviceNameIn } from '../../../shared/displayNames';


export async function publicProfile(db: Queryable, centreId: string, lang?: string): Promise<PublicCentre> {
  const [b, serviceRows] = await Promise.all([loadBookableCentre(db, centreId), onlineServices(db, centreId)]);
  const language = toLanguage(lang);
  const scoped = forCentre(db, centreId);
  const therapists = await bookableTherapists(
    db,
    b,
    serviceRows.flatMap((s) => s.resourceIds),
  );
  const bookable = new Set(therapists.map((t) => t.userId));
  const services: PublicService[] = serviceRows
    .map((s) => ({ row: s, providerIds: s.resourceIds.filter((id) => bookable.has(id)) }))
    .filter((s) => s.providerIds.length > 0)
    .map(({ row, providerIds }) => ({
      serviceId: row.serviceId,
      name: serviceNameIn(row, language),
      description: row.description ?? '',
      categoryId: row.categoryFk ?? null,
      duration: row.duration,
      price: row.ppu * row.count,
      currency: '',
      groupEvent: row.groupEvent,
      virtual: row.virtual,
      providerIds,
    }));
  const categoryIds = [...new Set(services.map((s) => s.categoryId).filter((id): id is string => id !== null))];
  const [settings, categories] = await Promise.all([
    scoped.select({ currency: centreSettings.currency }).from(centreSettings),
    categoryIds.length
      ? scoped
          .select({ categoryId: serviceCategories.serviceCategoryId, name: serviceCategories.name })
          .from(serviceCategories)
          .where(inArray(serviceCategories.serviceCategoryId, categoryIds))
          .orderBy(asc(serviceCategories.position), asc(serviceCategories.name))
      : Promise.resolve([]),
  ]);
  const currency = settings[0]?.currency ?? 'CHF';
  for (const s of services) s.currency = currency;
  const c = b.centre;
  const a = c.address[0];
  return {
    centreId: c.id,
    name: c.name,
    tagline: c.tagline,
    about: c.about,
    logo: fileUrl(c.logoFileId),
    picture: fileUrl(c.pictureFileId),
    photos: c.photoFileIds.map((id) => fileUrl(id) as string),
    website: c.website,
    address: a ? { street: a.street ?? '', building: a.building ?? '', zipcode: a.zipcode ?? '', city: a.city ?? '', country: a.country ?? '' } : null,
    openingHours: c.openingHours.map((h) => ({ day: h.day, openTime: h.openTime, closeTime: h.closeTime })),
    timezone: b.timeZone,
    therapists: therapists
      .map((t) => ({
        providerId: t.userId,
        firstName: t.firstName,
        lastName: t.lastName,
        avatar: fileUrl(t.avatarFileId),
        profession: t.profession,
        languages: t.languages,
        serviceIds: services.filter((s) => s.providerIds.includes(t.userId)).map((s) => s.serviceId),
      }))
      .filter((t) => t.serviceIds.length > 0),
    services,
    categories,
    askDateOfBirth: b.askDateOfBirth,
  };
}
