/** The database targets the browser tests run against; each is a Playwright project. */
export type E2eTarget = 'pglite' | 'postgres';

export const E2E_TARGETS: E2eTarget[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** Where globalSetup publishes the server's base URL for the workers. */
export const targetEnvName = (target: string) => `KURA_E2E_URL_${target.toUpperCase()}`;
