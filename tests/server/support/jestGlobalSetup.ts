/**
 * Jest globalSetup: builds the database templates (tests/support/dbTemplates.ts) once, before the workers
 * start, so parallel test files do not each build them. A run whose templates are current only
 * checks they exist.
 */
import { ensurePgliteTemplate, ensurePostgresTemplate } from '../../support/dbTemplates';

export default async function jestGlobalSetup(): Promise<void> {
  await Promise.all([
    ensurePgliteTemplate('migrated'),
    ensurePgliteTemplate('blank'),
    process.env.TEST_DATABASE_URL ? ensurePostgresTemplate(process.env.TEST_DATABASE_URL) : null,
  ]);
}
