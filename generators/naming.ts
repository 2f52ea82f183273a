/** Name conversions shared by the generators: wire names are the spec's, columns snake_case. */

/** firstName → first_name, tpwAL → tpw_al, Address → address, parent_fk → parent_fk. */
export function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toLowerCase();
}

/** first_name → firstName, service_categories → serviceCategories. */
export function camelCase(snake: string): string {
  return snake.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/** contact → Contact, vatRate → VatRate. */
export function pascalCase(name: string): string {
  const camel = camelCase(snakeCase(name));
  return camel.charAt(0).toUpperCase() + camel.slice(1);
}
