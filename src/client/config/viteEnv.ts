/**
 * The only module that reads `import.meta.env` (Vite replaces it at build time).
 * Jest (swc, CommonJS) cannot compile `import.meta`, so tests map this module to
 * tests/unit/client/support/viteEnv.ts via jest.config.js moduleNameMapper.
 */
export const viteEnv: Record<string, string | undefined> = {
  VITE_FEATURE_TARIFF590: import.meta.env.VITE_FEATURE_TARIFF590,
  VITE_FEATURE_INVOICING: import.meta.env.VITE_FEATURE_INVOICING,
  MODE: import.meta.env.MODE,
};
