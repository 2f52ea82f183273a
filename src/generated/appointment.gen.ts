// generated — do not edit. Source: schemas/appointment.schema.json. Regenerate with `npm run gen`.

/**
 * An appointment of a therapist (spec behaviour §3 Appointment, wording §3 Appointment/event). Its life cycle (status, times, series, cancel and undo) lives in src/server/services/appointments/; the generic CRUD routes are off.
 */
export interface Appointment {
  appointment_id: string;
  /**
   * Same as appointment_id (react-admin needs an id).
   */
  id: string;
  centre_fk: string;
  createdAt: string;
  updatedAt: string;
  /**
   * Local date of the start in the centre's zone.
   */
  date: string;
  /**
   * A time of day, HH:mm (24 h).
   */
  startTime: string;
  /**
   * At or before startTime: the next day.
   */
  endTime: string;
  /**
   * Minutes kept free before the appointment.
   */
  startBufferTime: number;
  /**
   * Minutes kept free after the appointment.
   */
  endBufferTime: number;
  /**
   * The therapist's user id.
   */
  resourceId: string;
  contact_fk?: string;
  service_fk?: string;
  title?: string;
  numberOfPeople: number;
  notes?: string;
  /**
   * Name of the event template it was created from.
   */
  template?: string;
  /**
   * Changed by the life-cycle calls only (transitions table in services/appointments/transitions.ts).
   */
  status:
    | "DRAFT"
    | "UNCONFIRMED"
    | "BOOKED"
    | "CONFIRMED"
    | "IMPORTED"
    | "PROVIDED"
    | "FINISHED"
    | "BILLED"
    | "CANCELLED"
    | "DENIED"
    | "DELETED"
    | "ARCHIVED";
  /**
   * Minutes from start to end.
   */
  duration?: number;
  postedAt?: string;
  /**
   * UTC instant of the start.
   */
  startsAt?: string;
  endsAt?: string;
  /**
   * Start minus the buffer before: the therapist is busy from here (no-overlap constraint).
   */
  busyFrom?: string;
  /**
   * End plus the buffer after.
   */
  busyUntil?: string;
  series_fk?: string;
  seriesIndex?: number;
  /**
   * Moved by hand: edits of the whole series leave it alone.
   */
  isException: boolean;
  /**
   * The group slot (its first appointment) this client joined: an entry shares the slot's time and does not hold the therapist a second time.
   */
  groupEvent_fk?: string;
  /**
   * The client's case (update-project).
   */
  project_fk?: string;
  invoiceStatus?: string;
  cancelledAt?: string;
  /**
   * The cancel call that cancelled it, which undoCancel reverts as a whole.
   */
  cancelBatch?: string;
  statusBeforeCancel?: string;
  /**
   * When it was deleted: restorable for 30 days, then purged (README "Appointments").
   */
  deletedAt?: string;
  /**
   * The status a restore puts back.
   */
  statusBeforeDelete?: string;
  /**
   * @maxItems 50
   */
  documents: string[];
  /**
   * The services performed, which invoicing bills (add-items, edit-item, remove-item).
   *
   * @maxItems 100
   */
  items: {
    item_id: string;
    service_fk: string;
    count: number;
    /**
     * An amount in Rappen (cents): CHF 12.50 is 1250.
     */
    ppu: number;
  }[];
}

/**
 * An appointment of a therapist (spec behaviour §3 Appointment, wording §3 Appointment/event). Its life cycle (status, times, series, cancel and undo) lives in src/server/services/appointments/; the generic CRUD routes are off.
 */
export interface AppointmentInput {
  /**
   * Local date of the start in the centre's zone.
   */
  date: string;
  /**
   * A time of day, HH:mm (24 h).
   */
  startTime: string;
  /**
   * At or before startTime: the next day.
   */
  endTime: string;
  /**
   * Minutes kept free before the appointment.
   */
  startBufferTime?: number;
  /**
   * Minutes kept free after the appointment.
   */
  endBufferTime?: number;
  /**
   * The therapist's user id.
   */
  resourceId: string;
  contact_fk?: string;
  service_fk?: string;
  title?: string;
  numberOfPeople?: number;
  notes?: string;
  /**
   * Name of the event template it was created from.
   */
  template?: string;
}
