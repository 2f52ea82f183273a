/** The label check: every x-label and x-enumLabels key exists in de, en, fr and it. */
import fs from 'node:fs';
import path from 'node:path';
import type { JsonSchema, RecordDefinition } from '../src/shared/recordDefinition';

export const LABEL_LANGUAGES = ['de', 'en', 'fr', 'it'] as const;

export interface LabelKey {
  key: string;
  where: string;
}

/** Every label key used by the records, with where it came from (first use wins). */
export function collectLabelKeys(records: RecordDefinition[]): LabelKey[] {
  const found = new Map<string, string>();
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}[${i}]`));
    if (typeof node !== 'object' || node === null) return;
    const n = node as JsonSchema;
    if (typeof n['x-label'] === 'string' && !found.has(n['x-label'])) found.set(n['x-label'], where);
    const enumLabels = n['x-enumLabels'] as Record<string, string> | undefined;
    for (const [value, key] of Object.entries(enumLabels ?? {})) if (!found.has(key)) found.set(key, `${where} = ${value}`);
    for (const [k, v] of Object.entries(n)) if (k !== 'x-record' && k !== 'default') walk(v, k === 'properties' || k === '$defs' ? where : `${where}.${k}`);
  };
  for (const r of records) {
    const props = r.schema.properties as Record<string, JsonSchema>;
    const defs = (r.schema.$defs ?? {}) as Record<string, JsonSchema>;
    if (typeof r.schema['x-label'] === 'string') found.set(String(r.schema['x-label']), `${r.name}`);
    for (const [p, node] of Object.entries(props)) walk(node, `${r.name}.${p}`);
    for (const [d, node] of Object.entries(defs)) walk(node, `_defs/${d}`);
  }
  return [...found].map(([key, where]) => ({ key, where })).sort((a, b) => a.key.localeCompare(b.key));
}

function lookup(catalogue: unknown, parts: string[]): unknown {
  let cur = catalogue;
  for (const p of parts) {
    if (typeof cur !== 'object' || cur === null) return undefined;
    cur = (cur as Record<string, unknown>)[p];
  }
  return cur;
}

export interface MissingLabel {
  language: string;
  key: string;
  where: string;
}

/** Keys are "<namespace>.<path>": records.contact.firstName lives in locales/<lng>/records.json. */
export function missingLabels(keys: LabelKey[], localesDir: string): MissingLabel[] {
  const cache = new Map<string, unknown>();
  const load = (lng: string, ns: string) => {
    const file = path.join(localesDir, lng, `${ns}.json`);
    if (!cache.has(file)) cache.set(file, fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);
    return cache.get(file);
  };
  const missing: MissingLabel[] = [];
  for (const lng of LABEL_LANGUAGES) {
    for (const { key, where } of keys) {
      const [ns, ...rest] = key.split('.');
      const value = lookup(load(lng, ns), rest);
      if (typeof value !== 'string' || value.trim() === '') missing.push({ language: lng, key, where });
    }
  }
  return missing;
}
