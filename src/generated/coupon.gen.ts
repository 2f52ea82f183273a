// generated — do not edit. Source: schemas/coupon.schema.json. Regenerate with `npm run gen`.

/**
 * A discount code of a centre (wording §3 Coupon, §5: the start date lies before the expiry date).
 */
export interface Coupon {
  coupon_id: string;
  /**
   * Same as coupon_id (react-admin needs an id).
   */
  id: string;
  centre_fk: string;
  createdAt: string;
  updatedAt: string;
  name: string;
  /**
   * What clients type in; letters, digits and dashes, stored in capitals, unique in the centre.
   */
  code: string;
  discountType: "percent" | "sum";
  /**
   * Percent (1 to 100) or, for a sum, Rappen (CHF 20.00 is 2000).
   */
  discount: number;
  /**
   * A calendar date, YYYY-MM-DD.
   */
  startDate: string;
  /**
   * A calendar date, YYYY-MM-DD.
   */
  expiryDate: string;
  /**
   * How often the code may be redeemed; empty for unlimited.
   */
  maxRedemptions?: number;
  active: boolean;
}

/**
 * A discount code of a centre (wording §3 Coupon, §5: the start date lies before the expiry date).
 */
export interface CouponInput {
  name: string;
  /**
   * What clients type in; letters, digits and dashes, stored in capitals, unique in the centre.
   */
  code: string;
  discountType: "percent" | "sum";
  /**
   * Percent (1 to 100) or, for a sum, Rappen (CHF 20.00 is 2000).
   */
  discount: number;
  /**
   * A calendar date, YYYY-MM-DD.
   */
  startDate: string;
  /**
   * A calendar date, YYYY-MM-DD.
   */
  expiryDate: string;
  /**
   * How often the code may be redeemed; empty for unlimited.
   */
  maxRedemptions?: number;
  active?: boolean;
}
