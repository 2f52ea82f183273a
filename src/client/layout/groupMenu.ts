import type { MenuEntry } from '../routing/routeTypes';

export interface MenuSection {
  /** Translation key of the section title; null for the top entries. */
  group: string | null;
  entries: MenuEntry[];
}

/** Ungrouped entries first, then one section per group in first-seen order. */
export function groupMenu(entries: MenuEntry[]): MenuSection[] {
  const sections: MenuSection[] = [{ group: null, entries: [] }];
  const byGroup = new Map<string, MenuSection>();
  for (const entry of entries) {
    if (!entry.group) {
      sections[0].entries.push(entry);
      continue;
    }
    let section = byGroup.get(entry.group);
    if (!section) {
      section = { group: entry.group, entries: [] };
      byGroup.set(entry.group, section);
      sections.push(section);
    }
    section.entries.push(entry);
  }
  return sections.filter((s) => s.entries.length > 0);
}
