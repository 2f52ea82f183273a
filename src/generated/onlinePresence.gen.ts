// generated — do not edit. Source: schemas/onlinePresence.schema.json. Regenerate with `npm run gen`.

/**
 * A centre's public profile and booking widget: widget look, who may book, booking and cancellation limits (wording §2 booking widget, §5).
 */
export interface OnlinePresence {
  online_presence_id?: string;
  /**
   * Same as centre_fk (one record per centre) (react-admin needs an id).
   */
  id: string;
  centre_fk: string;
  createdAt?: string;
  updatedAt?: string;
  /**
   * The profile page /profile/{centreId} is public and listed in the directory.
   */
  publicProfile: boolean;
  /**
   * The practice takes online bookings: the public booking API (/booking-api/public) answers for it. The owner switches it on (issue 10 §4).
   */
  bookingEnabled: boolean;
  /**
   * The booking button embedded in the centre's website.
   */
  widget: {
    templateName?: "standard" | "compact" | "fullPage";
    buttonColour?: string;
    buttonFont?: "system" | "arial" | "helvetica" | "georgia" | "verdana" | "roboto";
    buttonSize?: "small" | "medium" | "large";
    /**
     * Empty: the translated default (Book online).
     */
    buttonText?: string;
  };
  /**
   * Only clients already in the address book may book online.
   */
  onlyAddressBookClients: boolean;
  /**
   * The booking page asks new clients for their date of birth (and requires it).
   */
  askDateOfBirth: boolean;
  /**
   * Online bookings must be made at least this long before the appointment.
   */
  bookingLimit: {
    amount?: number;
    unit?: "hours" | "days" | "weeks" | "months" | "years";
  };
  /**
   * Online bookings reach at most this far ahead.
   */
  bookingHorizon: {
    amount?: number;
    unit?: "hours" | "days" | "weeks" | "months" | "years";
  };
  /**
   * Clients may cancel online until this long before the appointment.
   */
  cancellationLimit: {
    amount?: number;
    unit?: "hours" | "days" | "weeks" | "months" | "years";
  };
  /**
   * How long a slot freed for the waitlist is held for the patient it is offered to before it goes to the next (issue 10 §6).
   */
  waitlistHoldMinutes: number;
  /**
   * A booking request (an appointment awaiting confirmation in the inbox) not confirmed within this many hours of being made is denied automatically and the client told; 0 = never (issue 10 §5).
   */
  requestExpiryHours: number;
}

/**
 * A centre's public profile and booking widget: widget look, who may book, booking and cancellation limits (wording §2 booking widget, §5).
 */
export interface OnlinePresenceInput {
  /**
   * The profile page /profile/{centreId} is public and listed in the directory.
   */
  publicProfile?: boolean;
  /**
   * The practice takes online bookings: the public booking API (/booking-api/public) answers for it. The owner switches it on (issue 10 §4).
   */
  bookingEnabled?: boolean;
  /**
   * The booking button embedded in the centre's website.
   */
  widget?: {
    templateName?: "standard" | "compact" | "fullPage";
    buttonColour?: string;
    buttonFont?: "system" | "arial" | "helvetica" | "georgia" | "verdana" | "roboto";
    buttonSize?: "small" | "medium" | "large";
    /**
     * Empty: the translated default (Book online).
     */
    buttonText?: string;
  };
  /**
   * Only clients already in the address book may book online.
   */
  onlyAddressBookClients?: boolean;
  /**
   * The booking page asks new clients for their date of birth (and requires it).
   */
  askDateOfBirth?: boolean;
  /**
   * Online bookings must be made at least this long before the appointment.
   */
  bookingLimit?: {
    amount?: number;
    unit?: "hours" | "days" | "weeks" | "months" | "years";
  };
  /**
   * Online bookings reach at most this far ahead.
   */
  bookingHorizon?: {
    amount?: number;
    unit?: "hours" | "days" | "weeks" | "months" | "years";
  };
  /**
   * Clients may cancel online until this long before the appointment.
   */
  cancellationLimit?: {
    amount?: number;
    unit?: "hours" | "days" | "weeks" | "months" | "years";
  };
  /**
   * How long a slot freed for the waitlist is held for the patient it is offered to before it goes to the next (issue 10 §6).
   */
  waitlistHoldMinutes?: number;
  /**
   * A booking request (an appointment awaiting confirmation in the inbox) not confirmed within this many hours of being made is denied automatically and the client told; 0 = never (issue 10 §5).
   */
  requestExpiryHours?: number;
}
