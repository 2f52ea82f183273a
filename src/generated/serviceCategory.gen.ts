// generated — do not edit. Source: schemas/serviceCategory.schema.json. Regenerate with `npm run gen`.

/**
 * A group of services of a centre (spec behaviour §3 Service: service categories).
 */
export interface ServiceCategory {
  service_category_id: string;
  /**
   * Same as service_category_id (react-admin needs an id).
   */
  id: string;
  centre_fk: string;
  createdAt: string;
  updatedAt: string;
  name: string;
  description?: string;
  colour?: string;
  position: number;
}

/**
 * A group of services of a centre (spec behaviour §3 Service: service categories).
 */
export interface ServiceCategoryInput {
  name: string;
  description?: string;
  colour?: string;
  position?: number;
}
