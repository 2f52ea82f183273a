// generated — do not edit. Source: schemas/tag.schema.json. Regenerate with `npm run gen`.

/**
 * A label for contacts, unique per centre (spec behaviour §3 Tag).
 */
export interface Tag {
  _id: string;
  /**
   * Same as _id (react-admin needs an id).
   */
  id: string;
  centre_fk: string;
  createdAt: string;
  updatedAt: string;
  value: string;
}

/**
 * A label for contacts, unique per centre (spec behaviour §3 Tag).
 */
export interface TagInput {
  value: string;
}
