import { adminMenu, adminRoutes } from './adminRoutes';
import { enabledOnly } from './featureGate';
import type { AppRoute, MenuEntry } from './routeTypes';

export { enabledOnly };

/** Pages inside the layout (side menu, app bar). */
export const layoutRoutes = (): AppRoute[] => enabledOnly(adminRoutes);

export const menuEntries = (): MenuEntry[] => enabledOnly(adminMenu);
