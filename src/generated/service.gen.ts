// generated — do not edit. Source: schemas/service.schema.json. Regenerate with `npm run gen`.

/**
 * A service a centre offers and bills (spec behaviour §3 Service, wording §3 Service).
 */
export interface Service {
  service_id: string;
  /**
   * Same as service_id (react-admin needs an id).
   */
  id: string;
  centre_fk: string;
  createdAt: string;
  updatedAt: string;
  name: string;
  description?: string;
  type: "regular" | "tarif590";
  category_fk?: string;
  unit: "hour" | "minute" | "percentage" | "piece";
  /**
   * Price per unit in Rappen.
   */
  ppu: number;
  /**
   * Number of units billed by default.
   */
  count: number;
  /**
   * Minutes.
   */
  duration: number;
  /**
   * Code of the VAT rate that applies (the rate valid on the date of the service); empty for none.
   */
  tax: string;
  /**
   * Minutes kept free before the appointment.
   */
  bufferTimeBefore: number;
  /**
   * Minutes kept free after the appointment.
   */
  bufferTime: number;
  /**
   * Online bookings may only start at fixStartTime.
   */
  fixStart: boolean;
  /**
   * A time of day, HH:mm (24 h).
   */
  fixStartTime?: string;
  onlineBooking: boolean;
  /**
   * Online bookings are confirmed automatically or manually in the inbox.
   */
  confirmation: "automatic" | "manual";
  /**
   * A video or phone service without a room.
   */
  virtual: boolean;
  /**
   * A class or group event: one slot of the therapist takes up to the appointment's numberOfPeople clients (groupEventEntries).
   */
  groupEvent: boolean;
  /**
   * The centre's own service number.
   */
  number?: string;
  /**
   * Tariff type code, e.g. 590.
   */
  tarif?: string;
  /**
   * Tariff position (Tarifziffer): 4 digits for Tarif 590, e.g. 1200.
   */
  nr?: string;
  /**
   * Scaling factor applied to the tariff position.
   */
  rate: number;
  /**
   * Tax-point value, medical part (AL).
   */
  tpwAL?: number;
  /**
   * Tax-point value, technical part (TL).
   */
  tpwTL?: number;
  accountingAccount?: string;
  /**
   * The service name per interface language.
   *
   * @maxItems 4
   */
  langDepData: {
    /**
     * An interface language.
     */
    langKey: "de" | "en" | "fr" | "it";
    name: string;
  }[];
  /**
   * Variants with their own duration and price; the server gives each a variantId.
   *
   * @maxItems 50
   */
  variants: {
    variantId?: string;
    name: string;
    duration?: number;
    /**
     * An amount in Rappen (cents): CHF 12.50 is 1250.
     */
    ppu?: number;
  }[];
  /**
   * User ids of the centre's therapists (resources) who provide this service.
   *
   * @maxItems 200
   */
  resourceIds: string[];
}

/**
 * A service a centre offers and bills (spec behaviour §3 Service, wording §3 Service).
 */
export interface ServiceInput {
  name: string;
  description?: string;
  type?: "regular" | "tarif590";
  category_fk?: string;
  unit?: "hour" | "minute" | "percentage" | "piece";
  /**
   * Price per unit in Rappen.
   */
  ppu?: number;
  /**
   * Number of units billed by default.
   */
  count?: number;
  /**
   * Minutes.
   */
  duration?: number;
  /**
   * Code of the VAT rate that applies (the rate valid on the date of the service); empty for none.
   */
  tax?: string;
  /**
   * Minutes kept free before the appointment.
   */
  bufferTimeBefore?: number;
  /**
   * Minutes kept free after the appointment.
   */
  bufferTime?: number;
  /**
   * Online bookings may only start at fixStartTime.
   */
  fixStart?: boolean;
  /**
   * A time of day, HH:mm (24 h).
   */
  fixStartTime?: string;
  onlineBooking?: boolean;
  /**
   * Online bookings are confirmed automatically or manually in the inbox.
   */
  confirmation?: "automatic" | "manual";
  /**
   * A video or phone service without a room.
   */
  virtual?: boolean;
  /**
   * A class or group event: one slot of the therapist takes up to the appointment's numberOfPeople clients (groupEventEntries).
   */
  groupEvent?: boolean;
  /**
   * The centre's own service number.
   */
  number?: string;
  /**
   * Tariff type code, e.g. 590.
   */
  tarif?: string;
  /**
   * Tariff position (Tarifziffer): 4 digits for Tarif 590, e.g. 1200.
   */
  nr?: string;
  /**
   * Scaling factor applied to the tariff position.
   */
  rate?: number;
  /**
   * Tax-point value, medical part (AL).
   */
  tpwAL?: number;
  /**
   * Tax-point value, technical part (TL).
   */
  tpwTL?: number;
  accountingAccount?: string;
  /**
   * The service name per interface language.
   *
   * @maxItems 4
   */
  langDepData?: {
    /**
     * An interface language.
     */
    langKey: "de" | "en" | "fr" | "it";
    name: string;
  }[];
  /**
   * Variants with their own duration and price; the server gives each a variantId.
   *
   * @maxItems 50
   */
  variants?: {
    variantId?: string;
    name: string;
    duration?: number;
    /**
     * An amount in Rappen (cents): CHF 12.50 is 1250.
     */
    ppu?: number;
  }[];
  /**
   * User ids of the centre's therapists (resources) who provide this service.
   *
   * @maxItems 200
   */
  resourceIds?: string[];
}
