import { describe, expect, it } from '@jest/globals';
import { enabledOnly } from '../../../src/client/routing/routes';
import { groupMenu } from '../../../src/client/layout/groupMenu';
import type { MenuEntry } from '../../../src/client/routing/routeTypes';

const Icon = () => null;
const entry = (to: string, extra: Partial<MenuEntry> = {}): MenuEntry => ({ to, labelKey: `menu.${to}`, icon: Icon, ...extra });

describe('feature gating (spec §2)', () => {
  const items = [entry('calendar'), entry('tariff590/addresses', { feature: 'tariff590' }), entry('documents', { feature: 'invoicing' })];
  it('shows everything when both flags are on', () => {
    expect(enabledOnly(items, { tariff590: true, invoicing: true }).map((i) => i.to)).toEqual(['calendar', 'tariff590/addresses', 'documents']);
  });
  it('hides the tariff 590 pages and the invoicing pages when their flag is off', () => {
    expect(enabledOnly(items, { tariff590: false, invoicing: true }).map((i) => i.to)).toEqual(['calendar', 'documents']);
    expect(enabledOnly(items, { tariff590: true, invoicing: false }).map((i) => i.to)).toEqual(['calendar', 'tariff590/addresses']);
  });
});

describe('groupMenu', () => {
  it('puts ungrouped entries first, then one section per group in order of appearance', () => {
    const sections = groupMenu([entry('a', { group: 'menu.groups.settings' }), entry('b'), entry('c', { group: 'menu.groups.tariff590' }), entry('d', { group: 'menu.groups.settings' })]);
    expect(sections.map((s) => [s.group, s.entries.map((e) => e.to)])).toEqual([
      [null, ['b']],
      ['menu.groups.settings', ['a', 'd']],
      ['menu.groups.tariff590', ['c']],
    ]);
  });
});
