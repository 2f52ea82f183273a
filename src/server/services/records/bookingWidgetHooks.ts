/**
 * Booking widgets (wording §2 booking widget configuration): the therapists a widget offers must
 * be the centre's active providers (its services are checked by x-ref), one text per language,
 * and every answer carries the derived links: the booking page the widget opens, the profile
 * page and the embed snippet (behaviour §2 consumer-site links).
 */
import type { FieldError } from '../../errors';
import type { RecordHooks } from '../../records/hooks';
import { bookingPath, embedSnippet, profilePath, widgetProviderId } from '../../../shared/bookingWidget/widgetLinks';
import { centreLinkProviders } from '../bookingWidgets/widgetProviders';

const err = (field: string, code: string): FieldError => ({ field, code, message: `errors.${code}` });

export const bookingWidgetHooks: RecordHooks = {
  async validate(input, ctx) {
    const errors: FieldError[] = [];
    const texts = input.values.buttonTexts;
    if (Array.isArray(texts)) {
      const keys = texts.map((t) => (t as { langKey: string }).langKey);
      if (new Set(keys).size !== keys.length) errors.push(err('buttonTexts', 'duplicateValue'));
    }
    const wanted = input.values.providerIds;
    if (Array.isArray(wanted) && wanted.length > 0) {
      const { providers } = await centreLinkProviders(ctx.db, ctx.centreId);
      if (wanted.some((id) => !providers.includes(String(id)))) errors.push(err('providerIds', 'invalidReference'));
    }
    return errors;
  },

  async afterRead(records, ctx) {
    if (records.length === 0) return;
    const origin = ctx.publicUrl ?? '';
    const { providers, preselected } = await centreLinkProviders(ctx.db, ctx.centreId);
    for (const record of records) {
      const id = String(record.booking_widget_id);
      const providerId = widgetProviderId((record.providerIds ?? []) as string[], preselected, providers);
      if (providerId) record.bookingUrl = `${origin}${bookingPath(ctx.centreId, providerId, id)}`;
      record.profileUrl = `${origin}${profilePath(ctx.centreId)}`;
      record.embedCode = embedSnippet(origin, id);
    }
  },
};
