/** Paths of the clients area, in a module of their own so linking to a page does not bundle it. */
export const CONTACT_IMPORT_PATH = '/clients/import';
