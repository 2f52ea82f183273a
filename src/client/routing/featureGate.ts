import { isFeatureEnabled } from '../config/features';
import type { FeatureFlag } from './routeTypes';

type Flags = Readonly<Record<FeatureFlag, boolean>>;

/** Drops what a switched-off feature flag hides (spec §2 "Feature gating"). */
export function enabledOnly<T extends { feature?: FeatureFlag }>(items: T[], flags?: Flags): T[] {
  return items.filter((item) => (item.feature ? (flags ? flags[item.feature] : isFeatureEnabled(item.feature)) : true));
}
