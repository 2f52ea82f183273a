import { isFeatureEnabled } from '../config/features';
import { adminMenu, adminRoutes } from '../pages/adminRoutes';
import { usersRoutes } from '../pages/users/usersRoutes';
import type { AppRoute, FeatureFlag, MenuEntry } from './routeTypes';

type Flags = Readonly<Record<FeatureFlag, boolean>>;

/** Drops what a switched-off feature flag hides (spec §2 "Feature gating"). */
export function enabledOnly<T extends { feature?: FeatureFlag }>(items: T[], flags?: Flags): T[] {
  return items.filter((item) => (item.feature ? (flags ? flags[item.feature] : isFeatureEnabled(item.feature)) : true));
}

/** Pages without the app layout: the /users area. */
export const noLayoutRoutes = (): AppRoute[] => enabledOnly(usersRoutes);

/** Pages inside the layout (side menu, app bar). */
export const layoutRoutes = (): AppRoute[] => enabledOnly(adminRoutes);

export const menuEntries = (): MenuEntry[] => enabledOnly(adminMenu);
