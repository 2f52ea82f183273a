import type { ComponentType, ReactElement } from 'react';

/** Feature flags that gate routes and menu entries (spec §2 "Feature gating"). */
export type FeatureFlag = 'tariff590' | 'invoicing';

/** One client route; the routing table is data so flags can filter it (src/client/routing/routes.tsx). */
export interface AppRoute {
  path: string;
  element: ReactElement;
  feature?: FeatureFlag;
}

/** One side-menu entry; `labelKey` is a translation key such as `menu.calendar`. */
export interface MenuEntry {
  to: string;
  labelKey: string;
  icon: ComponentType;
  feature?: FeatureFlag;
  /** Entries with the same group are shown together under the group's label key. */
  group?: string;
  /** Shown only to the active centre's owners and admins (e.g. the audit log). */
  managersOnly?: boolean;
  /** A live figure beside the label (the inbox's open requests); renders nothing when there is none. */
  badge?: ComponentType;
}
