import type { FeatureFlag } from '../routing/routeTypes';
import { viteEnv } from './viteEnv';

/** A flag is on unless explicitly set to 'false': both are on in the shipped configuration (spec §2). */
const isOn = (value: string | undefined) => value?.trim().toLowerCase() !== 'false';

export const features: Readonly<Record<FeatureFlag, boolean>> = {
  tariff590: isOn(viteEnv.VITE_FEATURE_TARIFF590),
  invoicing: isOn(viteEnv.VITE_FEATURE_INVOICING),
};

export const isFeatureEnabled = (flag: FeatureFlag | undefined): boolean => (flag ? features[flag] : true);
