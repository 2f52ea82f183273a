// generated — do not edit. Source: schemas/queryList.schema.json. Regenerate with `npm run gen`.

/**
 * A saved list query of a centre, e.g. the client list filtered by tag and city (behaviour §3 Centre: query lists; §7 Query lists).
 */
export interface QueryList {
  query_list_id: string;
  /**
   * Same as query_list_id (react-admin needs an id).
   */
  id: string;
  centre_fk: string;
  createdAt: string;
  updatedAt: string;
  /**
   * Unique in the centre (any case), so a saved filter is found by its name.
   */
  name: string;
  /**
   * The list the query belongs to, e.g. contacts.
   */
  resource: string;
  /**
   * The list filter as the list call takes it (filterable fields of the resource, q for search).
   */
  filter: {};
  sort?: {
    field: string;
    order: "ASC" | "DESC";
  };
}

/**
 * A saved list query of a centre, e.g. the client list filtered by tag and city (behaviour §3 Centre: query lists; §7 Query lists).
 */
export interface QueryListInput {
  /**
   * Unique in the centre (any case), so a saved filter is found by its name.
   */
  name: string;
  /**
   * The list the query belongs to, e.g. contacts.
   */
  resource?: string;
  /**
   * The list filter as the list call takes it (filterable fields of the resource, q for search).
   */
  filter?: {};
  sort?: {
    field: string;
    order: "ASC" | "DESC";
  };
}
