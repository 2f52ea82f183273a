/**
 * Reads the shipped translation catalogues, so browser tests assert the exact text a user sees
 * in a language without copying it into the test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './kuraProcess';

const cache = new Map<string, Record<string, unknown>>();

function catalogue(lng: string, ns: string): Record<string, unknown> {
  const key = `${lng}/${ns}`;
  let c = cache.get(key);
  if (!c) {
    const file = path.join(repoRoot, 'locales', lng, `${ns}.json`);
    if (!fs.existsSync(file)) throw new Error(`No catalogue locales/${lng}/${ns}.json`);
    c = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    cache.set(key, c);
  }
  return c;
}

/**
 * The text of `ns:dotted.key` in a language, with {{vars}} filled in. Catalogues may nest keys or
 * hold them flat ("a.b": "…"); both are looked up.
 */
export function tr(lng: string, nsKey: string, vars: Record<string, string> = {}): string {
  const [ns, key] = nsKey.includes(':') ? nsKey.split(':', 2) : ['common', nsKey];
  const root = catalogue(lng, ns);
  let value: unknown = root[key];
  if (value === undefined) {
    value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), root);
  }
  if (typeof value !== 'string') throw new Error(`No text for ${ns}:${key} in locales/${lng}/${ns}.json`);
  return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => vars[name] ?? `{{${name}}}`);
}

/** A RegExp matching the text exactly (for accessible-name lookups). */
export function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}
