// generated — do not edit. Source: schemas/vatRate.schema.json. Regenerate with `npm run gen`.

/**
 * A VAT rate of a centre, valid for a period; periods of one code never overlap (spec behaviour §3/§7 VAT, wording §3 VAT rate).
 */
export interface VatRate {
  vat_rate_id: string;
  /**
   * Same as vat_rate_id (react-admin needs an id).
   */
  id: string;
  centre: string;
  createdAt: string;
  updatedAt: string;
  name: string;
  /**
   * Groups the periods of one rate; services refer to a rate by this code.
   */
  code: string;
  /**
   * Percent, e.g. 8.1.
   */
  rate: number;
  type: "standard" | "custom";
  /**
   * A calendar date, YYYY-MM-DD.
   */
  validFrom: string;
  /**
   * Last day of validity; open-ended when empty.
   */
  validUntil?: string;
  /**
   * ISO 3166-1 alpha-2 country code, e.g. CH.
   */
  countryCode: string;
  /**
   * Active (offered for selection) or inactive.
   */
  available: boolean;
}

/**
 * A VAT rate of a centre, valid for a period; periods of one code never overlap (spec behaviour §3/§7 VAT, wording §3 VAT rate).
 */
export interface VatRateInput {
  name: string;
  /**
   * Groups the periods of one rate; services refer to a rate by this code.
   */
  code: string;
  /**
   * Percent, e.g. 8.1.
   */
  rate: number;
  type?: "standard" | "custom";
  /**
   * A calendar date, YYYY-MM-DD.
   */
  validFrom: string;
  /**
   * Last day of validity; open-ended when empty.
   */
  validUntil?: string;
  /**
   * ISO 3166-1 alpha-2 country code, e.g. CH.
   */
  countryCode?: string;
  /**
   * Active (offered for selection) or inactive.
   */
  available?: boolean;
}
