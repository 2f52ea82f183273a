/**
 * Renders an appointment message for its client (wording.md §9 message templates): the practice's
 * own template for the event and channel (notification_templates) or the product default
 * (locales/<lng>/messages.json notificationDefaults), with the placeholders ClientName, Provider,
 * Booking, Duration, Service, Location and Dashboard filled in the client's language.
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { forCentre } from '../../../db/centreScope';
import { bookingProviderOptions, centres, contacts, notificationTemplates, services, userSettings, users } from '../../../db/schema';
import { serverI18n } from '../../../i18n';
import { bookingTimeParts } from '../../../../shared/appointmentMessages';
import { renderTemplate, type NotificationEvent, type PlaceholderValues } from '../../../../shared/notificationTemplates';
import { FALLBACK_LANGUAGE, toLanguage } from '../../../../shared/languages';
import { DEFAULT_TIME_ZONE } from '../../../../shared/recurrence';
import type { AppointmentRow } from '../record';
import { personName, serviceNameIn } from '../../../../shared/displayNames';

export type ClientContact = typeof contacts.$inferSelect;

export interface MessageFacts {
  contact: ClientContact;
  language: string;
  values: PlaceholderValues;
}

/** A raw catalogue string (placeholders untouched), in the language or the fallback. */
export function catalogueText(language: string, key: string): string {
  const i18n = serverI18n();
  for (const lng of [language, FALLBACK_LANGUAGE]) {
    const value: unknown = i18n.getResource(lng, 'translation', key);
    if (typeof value === 'string') return value;
  }
  return '';
}

function catalogueList(language: string, key: string): string[] {
  const value: unknown = serverI18n().getResource(language, 'translation', key) ?? serverI18n().getResource(FALLBACK_LANGUAGE, 'translation', key);
  return Array.isArray(value) ? value.map(String) : [];
}


/** "Praxis A, Bahnhofstrasse 1, 8001 Zürich": the centre's name and first address. */
function locationOf(centre: typeof centres.$inferSelect): string {
  const a = centre.address[0] ?? {};
  const street = [a.street, a.building].filter(Boolean).join(' ');
  const city = [a.zipcode, a.city].filter(Boolean).join(' ');
  return [centre.name, street, city].filter(Boolean).join(', ');
}

/**
 * Everything the message needs about the appointment, or null when it has no client. The
 * client's language is their own (contact.language), else the therapist's interface language;
 * `readerLanguage` writes it for someone else (the therapist's own message).
 */
export async function messageFacts(q: Queryable, centreId: string, row: AppointmentRow, publicUrl: string, readerLanguage?: string): Promise<MessageFacts | null> {
  if (!row.contactFk || !row.startsAt) return null;
  const scoped = forCentre(q, centreId);
  const [contact] = await scoped.select().from(contacts).where(eq(contacts.contactId, row.contactFk));
  if (!contact) return null;
  const [therapist] = await q
    .select({ firstName: users.firstName, lastName: users.lastName, language: userSettings.language, options: bookingProviderOptions.notificationOptions })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .leftJoin(bookingProviderOptions, eq(bookingProviderOptions.userId, users.id))
    .where(eq(users.id, row.resourceId));
  const [centre] = await q.select().from(centres).where(eq(centres.id, centreId));
  const [service] = row.serviceFk ? await scoped.select().from(services).where(eq(services.serviceId, row.serviceFk)) : [];
  const language = toLanguage(readerLanguage ?? contact.language ?? therapist?.language ?? FALLBACK_LANGUAGE);

  const when = bookingTimeParts(row.startsAt, centre?.timezone || DEFAULT_TIME_ZONE);
  const weekday = catalogueList(language, 'messages.appointment.weekdays')[when.weekday] ?? '';
  const serviceName = service ? serviceNameIn(service, language) : (row.title ?? '');
  const values: PlaceholderValues = {
    ClientName: personName(contact),
    // The name the therapist chose for messages (booking options), else their full name.
    Provider: therapist ? therapist.options?.nickname?.trim() || personName(therapist) : '',
    Booking: renderTemplate(catalogueText(language, 'messages.appointment.booking'), { ...when, weekday }),
    Duration: renderTemplate(catalogueText(language, 'messages.appointment.duration'), { minutes: String(row.duration ?? 0) }),
    Service: serviceName,
    Location: centre ? locationOf(centre) : '',
    Dashboard: `${publicUrl.replace(/\/$/, '')}/dashboard`,
  };
  return { contact, language, values };
}

export interface RenderedMessage {
  subject: string;
  body: string;
}

/**
 * The client's message of `event` by `channel`: `override` (a text typed for this change, with
 * placeholders too) or the centre's template, else the product default.
 */
export async function renderClientMessage(q: Queryable, centreId: string, facts: MessageFacts, event: NotificationEvent, channel: 'email' | 'sms', override?: string): Promise<RenderedMessage> {
  return renderMessage(q, centreId, facts, event, 'client', channel, override);
}

/** The message of `event` for `audience` (the client, or the therapist: `<event>.provider.mail`). */
export async function renderMessage(q: Queryable, centreId: string, facts: MessageFacts, event: NotificationEvent, audience: 'client' | 'provider', channel: 'email' | 'sms', override?: string): Promise<RenderedMessage> {
  const type = `${event}.${audience}.${channel === 'email' ? 'mail' : 'sms'}`;
  let template = override?.trim() ? override : '';
  if (!template) {
    const [own] = await forCentre(q, centreId).select({ template: notificationTemplates.template }).from(notificationTemplates).where(eq(notificationTemplates.notificationType, type));
    template = own?.template ?? catalogueText(facts.language, `messages.notificationDefaults.${type}`);
  }
  const subjectKey = audience === 'client' ? `messages.appointment.subject.${event}` : `messages.appointment.providerSubject.${event}`;
  const subject = channel === 'email' ? renderTemplate(catalogueText(facts.language, subjectKey), facts.values) : '';
  return { subject, body: renderTemplate(template, facts.values) };
}
