/**
 * The public pages' translations: one namespace (locales/<lng>/publicBooking.json), nested keys,
 * `{{name}}` placeholders and i18next-style plurals (`key_one`, `key_other`, with the plain `key`
 * as fallback), without i18next itself (the page's download stays small).
 */
export type Messages = { [key: string]: string | Messages };
export type Values = Record<string, string | number>;
export type Translate = (key: string, values?: Values) => string;

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const interpolate = (text: string, values: Values = {}) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** `primary` first, then `fallback` (German); an unknown key shows as itself. */
export function makeTranslate(language: string, primary: Messages, fallback: Messages = {}): Translate {
  const rules = new Intl.PluralRules(language);
  const find = (key: string) => lookup(primary, key) ?? lookup(fallback, key);
  return (key, values) => {
    const count = values?.count;
    const plural = typeof count === 'number' ? find(`${key}_${rules.select(count)}`) : undefined;
    return interpolate(plural ?? find(key) ?? key, values);
  };
}
