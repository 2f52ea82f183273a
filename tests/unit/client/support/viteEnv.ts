/** Stand-in for src/client/config/viteEnv.ts under Jest (import.meta is not available in CommonJS). */
export const viteEnv: Record<string, string | undefined> = {
  VITE_FEATURE_TARIFF590: process.env.VITE_FEATURE_TARIFF590,
  VITE_FEATURE_INVOICING: process.env.VITE_FEATURE_INVOICING,
  MODE: 'test',
};
