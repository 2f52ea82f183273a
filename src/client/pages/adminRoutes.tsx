import type { AppRoute, MenuEntry } from '../routing/routeTypes';

export const adminRoutes: AppRoute[] = [];
export const adminMenu: MenuEntry[] = [];
