/**
 * The schema engine's promise (issue 3 §1, DESIGN §1): a product owner adds a property to
 * schemas/contact.schema.json plus its labels and runs the generators; the field is then in the
 * TypeScript types, in the database through a generated migration that keeps existing contacts,
 * in the edit form's precompiled validator and in the API (validation, create, read, filter).
 * Runs on a copy of the project.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import Fastify, { type FastifyInstance } from 'fastify';
import { runGenerators } from '../../../generators/run';
import { formSchemaOf } from '../../../src/client/admin/formSchema';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { createContext } from '../../../src/server/createContext';
import type { Database } from '../../../src/server/db/client';
import { accessPlugin } from '../../../src/server/plugins/access';
import { crudPlugin } from '../../../src/server/plugins/crud';
import { errorHandler } from '../../../src/server/plugins/errorHandler';
import type { RecordDefinition } from '../../../src/shared/recordDefinition';
import type { AppContext } from '../../../src/server/context';
import { createClinic } from '../support/fixtures';
import { DB_KINDS, silentLogger } from '../support/testApp';
import { freshDatabase } from '../support/freshDatabase';
import { tempProject, type TempProject } from '../../unit/generators/tempProject';
import { listQuery } from './recordsWorld';

const LABELS = { de: 'Zuweisende Stelle', en: 'Referred by', fr: 'Adressé par', it: 'Inviato da' };

async function migrateFrom(database: Database, migrationsFolder: string) {
  const { migrate } = database.kind === 'postgres' ? await import('drizzle-orm/node-postgres/migrator') : await import('drizzle-orm/pglite/migrator');
  await migrate(database.db as never, { migrationsFolder });
}

/** The platform's request pipeline (errors, access) with the CRUD plugin serving a given registry. */
async function recordsApp(ctx: AppContext, registry: Record<string, RecordDefinition>): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('ctx', ctx);
  await app.register(errorHandler);
  await app.register(accessPlugin, { db: ctx.db, tokens: ctx.tokens });
  await app.register(crudPlugin, { registry });
  await app.ready();
  return app;
}

describe.each(DB_KINDS)('adding a field to a record on %s', (kind) => {
  let project: TempProject;
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let ctx: AppContext;
  beforeAll(async () => {
    project = tempProject();
    db = await freshDatabase(kind);
    ctx = await createContext(
      { ...loadConfig({} as NodeJS.ProcessEnv), dataDir: path.join(os.tmpdir(), `kura-addfield-${crypto.randomBytes(4).toString('hex')}`), jwtSecret: 'test-secret-test-secret-test-secret' },
      db.database,
      silentLogger,
    );
  });
  afterAll(async () => {
    await ctx.outbox.stop();
    await db.drop();
    project.remove();
  });

  it('puts the field in the type, the database (keeping existing rows) and the API', async () => {
    // 1. A database that already holds contacts, migrated with the current migrations.
    await migrateFrom(db.database, path.join(project.root, 'migrations'));
    const clinic = await createClinic(ctx);
    const headers = { ...clinic.owner.headers, 'content-type': 'application/json' };
    const base = `/api/clinics/${clinic.centreId}/contacts`;
    const before = await buildApp(ctx);
    for (const lastName of ['Alt', 'Bestand']) {
      const res = await before.inject({ method: 'POST', url: base, headers, payload: JSON.stringify({ firstName: 'Vera', lastName }) });
      expect(res.statusCode).toBe(201);
    }
    expect((await before.inject({ method: 'POST', url: base, headers, payload: JSON.stringify({ firstName: 'X', lastName: 'Y', referral: 'Dr. Z' }) })).statusCode).toBe(400);
    await before.close();

    // 2. The product owner's edit: one property, marked filterable, and its label in four languages.
    project.editJson('schemas/contact.schema.json', (s) => {
      (s.properties as Record<string, unknown>).referral = { type: 'string', maxLength: 100, 'x-list': { column: true, filterable: true } };
    });
    for (const [lng, text] of Object.entries(LABELS)) {
      project.editJson(`locales/${lng}/records.json`, (l) => {
        (l.contact as Record<string, string>).referral = text;
      });
    }

    // 3. npm run gen, on the copy.
    const result = await runGenerators({ root: project.root, migrationName: 'contact_referral' });
    expect(result.missingLabels).toEqual([]);
    expect(result.changed.sort()).toEqual(['src/generated/contact.gen.ts', 'src/generated/registry.gen.ts', 'src/generated/validators/contact.gen.ts', 'src/server/db/schema.gen.ts']);
    expect(result.migrations).toHaveLength(1);
    expect(project.read(result.migrations[0])).toMatch(/ALTER TABLE "contacts" ADD COLUMN "referral" text;/);
    expect(project.read(result.migrations[0])).toMatch(/CREATE INDEX "contacts_referral_idx" ON "contacts" USING btree \("centre_id","referral"\)/);

    // 4. The type.
    const types = project.read('src/generated/contact.gen.ts');
    const block = (name: string) => types.slice(types.indexOf(`export interface ${name} {`)).split('\n}\n')[0];
    expect(block('Contact')).toContain('\n  referral?: string;');
    expect(block('ContactInput')).toContain('\n  referral?: string;');
    expect(project.read('src/server/db/schema.gen.ts')).toContain('referral: text("referral"),');

    // 5. The database: the new migration applies on top and keeps the contacts.
    await migrateFrom(db.database, path.join(project.root, 'migrations'));

    // 6. The API, served from the generated registry.
    const generated = (await import(pathToFileURL(path.join(project.root, 'src/generated/registry.gen.ts')).href)) as { registry: Record<string, RecordDefinition> };

    // 7. The edit form's validator, precompiled in the copy too (the browser compiles nothing).
    const { validateFns } = (await import(pathToFileURL(path.join(project.root, 'src/generated/validators/contact.gen.ts')).href)) as { validateFns: ValidatorFunctions };
    const formSchema = formSchemaOf(generated.registry.contact) as RJSFSchema;
    const formValidator = createPrecompiledValidator(validateFns, formSchema);
    const formErrors = (referral: string) => formValidator.validateFormData({ firstName: 'A', lastName: 'B', referral }, formSchema).errors.map((e) => [e.property, e.name]);
    expect(formErrors('x'.repeat(101))).toEqual([['.referral', 'maxLength']]);
    expect(formErrors('x'.repeat(100))).toEqual([]);
    const app = await recordsApp(ctx, generated.registry);
    try {
      const old = await app.inject({ method: 'GET', url: `${base}${listQuery({ sort: ['lastName', 'ASC'] })}`, headers });
      expect(old.headers['content-range']).toBe('contacts 0-1/2');
      expect(old.json().map((c: { lastName: string; referral?: string }) => [c.lastName, c.referral])).toEqual([
        ['Alt', undefined],
        ['Bestand', undefined],
      ]);
      const created = await app.inject({ method: 'POST', url: base, headers, payload: JSON.stringify({ firstName: 'Nina', lastName: 'Neu', referral: 'Dr. Muster' }) });
      expect(created.statusCode).toBe(201);
      expect(created.json().referral).toBe('Dr. Muster');
      const read = await app.inject({ method: 'GET', url: `${base}/${created.json().contact_id}`, headers });
      expect(read.json().referral).toBe('Dr. Muster');
      const filtered = await app.inject({ method: 'GET', url: `${base}${listQuery({ filter: { referral: 'Dr. Muster' } })}`, headers });
      expect(filtered.json().map((c: { lastName: string }) => c.lastName)).toEqual(['Neu']);
      const tooLong = await app.inject({ method: 'POST', url: base, headers, payload: JSON.stringify({ firstName: 'A', lastName: 'B', referral: 'x'.repeat(101) }) });
      expect(tooLong.json().errors).toEqual([{ field: 'referral', code: 'tooLong', message: 'errors.tooLong', limit: 100 }]);
      const patched = await app.inject({ method: 'PATCH', url: `${base}/${old.json()[0].contact_id}`, headers, payload: JSON.stringify({ referral: 'Spital Thun' }) });
      expect(patched.json()).toMatchObject({ lastName: 'Alt', referral: 'Spital Thun' });
    } finally {
      await app.close();
    }
  });
});
