/**
 * A booking widget as the public sees it (GET /booking-api/public/widgets/{id}): found by its id
 * alone (the embed script knows nothing else), answered only while its centre takes online
 * bookings; an unknown id, a widget of a centre with booking off, or a centre without any
 * provider all answer the same 404.
 */
import { eq } from 'drizzle-orm';
import { acrossCentres, forCentre } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { bookingWidgets } from '../../db/schema';
import { notFound } from '../../errors';
import { loadBookableCentre } from '../publicBooking/bookableCentre';
import { isUuid } from '../../../shared/validators/uuid';
import { bookingPath, widgetProviderId } from '../../../shared/bookingWidget/widgetLinks';
import { buttonTextFor } from '../../../shared/bookingWidget/widgetLook';
import { toLanguage } from '../../../shared/languages';
import { translate } from '../../i18n';
import type { PublicWidget } from '../../../shared/api/publicWidget';
import { centreLinkProviders } from './widgetProviders';

export async function publicWidget(db: Queryable, widgetId: string, language?: string): Promise<PublicWidget> {
  const lang = toLanguage(language);
  if (!isUuid(widgetId)) throw notFound();
  const [owner] = await db
    .select({ centreId: bookingWidgets.centreId })
    .from(acrossCentres(bookingWidgets, 'the centre of a widget reached by its id alone, from the embed script'))
    .where(eq(bookingWidgets.bookingWidgetId, widgetId));
  if (!owner) throw notFound();
  await loadBookableCentre(db, owner.centreId);
  const [w] = await forCentre(db, owner.centreId).select().from(bookingWidgets).where(eq(bookingWidgets.bookingWidgetId, widgetId));
  if (!w) throw notFound();
  const { providers, preselected } = await centreLinkProviders(db, owner.centreId);
  const serviceIds = w.serviceIds as string[];
  const providerIds = (w.providerIds as string[]).filter((id) => providers.includes(id));
  const providerId = widgetProviderId(providerIds, preselected, providers);
  if (!providerId) throw notFound();
  return {
    widgetId,
    centreId: owner.centreId,
    providerId,
    template: w.template as PublicWidget['template'],
    buttonColour: w.buttonColour,
    buttonFont: w.buttonFont,
    buttonSize: w.buttonSize,
    lang,
    text: buttonTextFor({ buttonText: w.buttonText ?? undefined, buttonTexts: w.buttonTexts }, lang, translate(lang, 'onlinePresence.defaultButtonText')),
    closeLabel: translate(lang, 'bookingWidgets.embed.close'),
    dialogLabel: translate(lang, 'bookingWidgets.embed.dialogLabel'),
    serviceIds,
    providerIds,
    bookingPath: `${bookingPath(owner.centreId, providerId, widgetId)}&lang=${lang}`,
  };
}
