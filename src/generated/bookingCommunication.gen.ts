// generated — do not edit. Source: schemas/bookingCommunication.schema.json. Regenerate with `npm run gen`.

/**
 * How a centre notifies clients about online bookings: reminder lead times (held as "24h" on the wire, stored as hours: behaviour §5, §9), e-mail and SMS per notification type (wording §9) and the SMS sender name.
 */
export interface BookingCommunication {
  booking_communication_id?: string;
  /**
   * Same as centre_fk (one record per centre) (react-admin needs an id).
   */
  id: string;
  centre_fk: string;
  createdAt?: string;
  updatedAt?: string;
  /**
   * Lead time of the first reminder before the appointment.
   */
  firstReminder: "12h" | "24h" | "48h";
  /**
   * Lead time of the second reminder before the appointment.
   */
  secondReminder: "1h" | "2h" | "3h";
  /**
   * Notification types sent to clients by e-mail.
   */
  email: {
    request?: boolean;
    confirmation?: boolean;
    change?: boolean;
    cancellation?: boolean;
    firstReminder?: boolean;
    secondReminder?: boolean;
  };
  /**
   * Notification types sent to clients by SMS (uses SMS credit).
   */
  sms: {
    request?: boolean;
    confirmation?: boolean;
    change?: boolean;
    cancellation?: boolean;
    firstReminder?: boolean;
    secondReminder?: boolean;
  };
  /**
   * SMS sender name: at most 11 letters, digits or spaces (shown instead of a number).
   */
  nickname?: string;
}

/**
 * How a centre notifies clients about online bookings: reminder lead times (held as "24h" on the wire, stored as hours: behaviour §5, §9), e-mail and SMS per notification type (wording §9) and the SMS sender name.
 */
export interface BookingCommunicationInput {
  /**
   * Lead time of the first reminder before the appointment.
   */
  firstReminder?: "12h" | "24h" | "48h";
  /**
   * Lead time of the second reminder before the appointment.
   */
  secondReminder?: "1h" | "2h" | "3h";
  /**
   * Notification types sent to clients by e-mail.
   */
  email?: {
    request?: boolean;
    confirmation?: boolean;
    change?: boolean;
    cancellation?: boolean;
    firstReminder?: boolean;
    secondReminder?: boolean;
  };
  /**
   * Notification types sent to clients by SMS (uses SMS credit).
   */
  sms?: {
    request?: boolean;
    confirmation?: boolean;
    change?: boolean;
    cancellation?: boolean;
    firstReminder?: boolean;
    secondReminder?: boolean;
  };
  /**
   * SMS sender name: at most 11 letters, digits or spaces (shown instead of a number).
   */
  nickname?: string;
}
