// generated — do not edit. Source: schemas/bookingWidget.schema.json. Regenerate with `npm run gen`.

/**
 * A booking button a practice embeds in a website (wording §2 booking widget configuration: template name, button colour, font, size and text, services and therapists, embed code and URLs). A centre may have several, e.g. one per website or per therapist.
 */
export interface BookingWidget {
  booking_widget_id: string;
  /**
   * Same as booking_widget_id (react-admin needs an id).
   */
  id: string;
  centre_fk: string;
  createdAt: string;
  updatedAt: string;
  /**
   * The template name staff know the widget by (e.g. the website it is on).
   */
  name: string;
  /**
   * standard and compact: a button that opens the booking page over the website; fullPage: the booking page inline.
   */
  template: "standard" | "compact" | "fullPage";
  buttonColour: string;
  buttonFont: "system" | "arial" | "helvetica" | "georgia" | "verdana" | "roboto";
  buttonSize: "small" | "medium" | "large";
  /**
   * One text for every language; empty: the translated default (Book online).
   */
  buttonText?: string;
  /**
   * The text per visitor language; wins over buttonText for that language.
   *
   * @maxItems 4
   */
  buttonTexts: {
    /**
     * An interface language.
     */
    langKey: "de" | "en" | "fr" | "it";
    text: string;
  }[];
  /**
   * The services offered through this widget; empty: every bookable service.
   *
   * @maxItems 200
   */
  serviceIds: string[];
  /**
   * User ids of the therapists offered through this widget; empty: every bookable therapist.
   *
   * @maxItems 200
   */
  providerIds: string[];
  /**
   * The booking page this widget opens: /booking/{centreId}/{providerId}/0?widget={id}.
   */
  bookingUrl?: string;
  /**
   * The practice's profile page /profile/{centreId}.
   */
  profileUrl?: string;
  /**
   * The snippet to paste into the website: the embed script with this widget's id.
   */
  embedCode?: string;
}

/**
 * A booking button a practice embeds in a website (wording §2 booking widget configuration: template name, button colour, font, size and text, services and therapists, embed code and URLs). A centre may have several, e.g. one per website or per therapist.
 */
export interface BookingWidgetInput {
  /**
   * The template name staff know the widget by (e.g. the website it is on).
   */
  name: string;
  /**
   * standard and compact: a button that opens the booking page over the website; fullPage: the booking page inline.
   */
  template?: "standard" | "compact" | "fullPage";
  buttonColour?: string;
  buttonFont?: "system" | "arial" | "helvetica" | "georgia" | "verdana" | "roboto";
  buttonSize?: "small" | "medium" | "large";
  /**
   * One text for every language; empty: the translated default (Book online).
   */
  buttonText?: string;
  /**
   * The text per visitor language; wins over buttonText for that language.
   *
   * @maxItems 4
   */
  buttonTexts?: {
    /**
     * An interface language.
     */
    langKey: "de" | "en" | "fr" | "it";
    text: string;
  }[];
  /**
   * The services offered through this widget; empty: every bookable service.
   *
   * @maxItems 200
   */
  serviceIds?: string[];
  /**
   * User ids of the therapists offered through this widget; empty: every bookable therapist.
   *
   * @maxItems 200
   */
  providerIds?: string[];
}
