/**
 * Every text key the admin pages use exists in de, en, fr and it, and our namespaces have the
 * same keys in every language, so no page ever shows a raw key or silently falls back.
 */
import fs from 'node:fs';
import path from 'node:path';
import { adminMenu, adminRoutes } from '../../../src/client/routing/adminRoutes';
import { PERMISSION_FLAGS } from '../../../src/client/pages/settings/therapist/permissionFlags';
import { THERAPIST_NUMBERS } from '../../../src/client/pages/settings/therapist/therapistForm';
import { PROVIDER_NUMBERS } from '../../../src/client/pages/tariff590/profileForm';

const root = path.resolve(__dirname, '../../..');
const LANGUAGES = ['de', 'en', 'fr', 'it'];
const OWN_NAMESPACES = ['settings', 'calendar', 'dashboard', 'tariff590', 'specialDays'];
const PAGE_DIRS = ['settings', 'dashboard', 'calendar', 'tariff590'].map((d) => path.join(root, 'src/client/pages', d));
/** The settings pages' shared pieces that moved to components/ (page states, address fields, the settings form). */
const SHARED_PIECES = ['PageStates.tsx', 'Section.tsx', 'SelectField.tsx', 'useSettingsForm.ts', 'address/AddressFields.tsx', 'address/addressOptions.ts'].map((f) =>
  path.join(root, 'src/client/components', f),
);

type Tree = Record<string, unknown>;
const catalogue = (lng: string): Tree =>
  Object.fromEntries(
    fs.readdirSync(path.join(root, 'locales', lng)).filter((f) => f.endsWith('.json'))
      .map((f) => [f.slice(0, -5), JSON.parse(fs.readFileSync(path.join(root, 'locales', lng, f), 'utf8'))]),
  );
const lookup = (tree: Tree, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);
const leaves = (tree: unknown, prefix = ''): string[] =>
  tree && typeof tree === 'object' ? Object.entries(tree as Tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k)) : [prefix];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Keys the pages build from data (template strings the scan above cannot see). */
const builtKeys = [
  ...PERMISSION_FLAGS.map((f) => `settings.therapist.permissions.${f}`),
  ...[...THERAPIST_NUMBERS, ...PROVIDER_NUMBERS].map((n) => `settings.therapist.numberLabels.${n}`),
  ...['OWNER', 'ADMIN', 'PROVIDER'].map((r) => `settings.therapists.roles.${r}`),
  ...['PROVIDER', 'ADMIN'].map((r) => `settings.therapists.roleHints.${r}`),
  ...['account', 'address', 'zsr', 'workingHours', 'bookableService', 'onlineBooking', 'paymentDetails', 'client'].flatMap((k) => ['title', 'hint', 'action'].map((p) => `dashboard.checklist.items.${k}.${p}`)),
  ...['street', 'building', 'zipcode', 'city', 'state', 'country'].map((k) => `settings.address.${k}`),
  ...['24h', '12h'].map((f) => `settings.account.timeFormat${f}`),
  ...['logo', 'picture'].map((s) => `settings.businessInfo.images.${s}`),
  ...['name', 'tagline', 'about', 'email', 'website', 'uid', 'taxNumber', 'zsrNumber', 'gln', 'nifNumber'].map((f) => `settings.businessInfo.fields.${f}`),
];

const usedKeys = [...builtKeys, ...new Set(
  [...PAGE_DIRS.flatMap(sourceFiles), ...SHARED_PIECES].flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/['"]((?:settings|specialDays|calendar|dashboard|tariff590|common|errors|menu)\.[A-Za-z0-9_.]+)['"]/g)].map((m) => m[1]),
  ),
)];

describe('admin page texts', () => {
  const catalogues = Object.fromEntries(LANGUAGES.map((l) => [l, catalogue(l)]));

  it('finds the keys the pages use', () => {
    expect(usedKeys.length).toBeGreaterThan(100);
  });

  it.each(LANGUAGES)('has every literal key in %s', (lng) => {
    const missing = usedKeys.filter((key) => typeof lookup(catalogues[lng], key) !== 'string');
    expect(missing).toEqual([]);
  });

  it.each(OWN_NAMESPACES)('has the same %s keys in every language', (ns) => {
    const reference = leaves(catalogues.de[ns]).sort();
    for (const lng of LANGUAGES) expect({ lng, keys: leaves(catalogues[lng][ns]).sort() }).toEqual({ lng, keys: reference });
  });

  it('labels every menu entry and group in every language', () => {
    for (const lng of LANGUAGES) {
      for (const entry of adminMenu) {
        expect(typeof lookup(catalogues[lng], entry.labelKey)).toBe('string');
        if (entry.group) expect(typeof lookup(catalogues[lng], entry.group)).toBe('string');
      }
    }
  });

  it('routes the spec paths of this area, with tariff 590 behind its flag', () => {
    // Other areas add their own routes to the same table; these are the spec's paths of this one.
    expect(adminRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/calendar', '/dashboard', '/settings/account', '/settings/business-info', '/settings/clinic-therapist/:providerId',
        '/settings/clinic-therapists', '/tariff590/addresses', '/tariff590/profile',
      ]),
    );
    expect(new Set(adminRoutes.map((r) => r.path)).size).toBe(adminRoutes.length);
    expect(adminRoutes.filter((r) => r.feature === 'tariff590').map((r) => r.path)).toEqual([
      '/tariff590/addresses', '/tariff590/profile',
      // The invoice wizard's steps and its list (tariff590/wizard).
      '/tariff590/appointments', '/tariff590/invoice-header', '/tariff590/invoice-items', '/tariff590/invoice-preview', '/tariff590/documents',
    ]);
  });
});
