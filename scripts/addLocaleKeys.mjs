// Merges keys into locales/<lng>/<ns>.json without rewriting others' keys (safe for parallel edits).
// Usage: node scripts/addLocaleKeys.mjs <ns> <file.json>   where file.json = { "de": {...}, "en": {...}, "fr": {...}, "it": {...} }
import fs from 'node:fs';
import path from 'node:path';
const [ns, input] = process.argv.slice(2);
const additions = JSON.parse(fs.readFileSync(input, 'utf8'));
const merge = (a, b) => {
  for (const [k, v] of Object.entries(b)) a[k] = v && typeof v === 'object' && !Array.isArray(v) ? merge(a[k] && typeof a[k] === 'object' ? a[k] : {}, v) : v;
  return a;
};
for (const lng of ['de', 'en', 'fr', 'it']) {
  if (!additions[lng]) throw new Error(`missing language ${lng}`);
  const file = path.join('locales', lng, `${ns}.json`);
  const cur = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  fs.writeFileSync(file, JSON.stringify(merge(cur, additions[lng]), null, 2) + '\n');
}
