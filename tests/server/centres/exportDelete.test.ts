import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { centreProviders, centres, files, invitations, notificationTemplates, roles, userSettings, users } from '../../../src/server/db/schema';
import { DB_KINDS, createTestApp, type TestApp } from '../support/testApp';
import { addMember } from '../support/fixtures';
import { getTableName } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { centreTables, centreTablesInDeletionOrder } from '../../../src/server/services/centres/centreTables';
import { call, createWorldClinic, type Clinic } from './world';
import { multipart, png } from './testImages';

describe.each(DB_KINDS)('centre export and deletion on %s', (kind) => {
  let t: TestApp;
  let a: Clinic;
  let b: Clinic;
  beforeAll(async () => {
    t = await createTestApp(kind);
    a = await createWorldClinic(t, 'Praxis A');
    b = await createWorldClinic(t, 'Praxis B');
    await call(t, a.owner, 'POST', `/api/centres/${a.centreId}/notification-template`, { notificationType: 'bookingChange.client.mail', template: 'A-TEMPLATE' });
    await call(t, b.owner, 'POST', `/api/centres/${b.centreId}/notification-template`, { notificationType: 'bookingChange.client.mail', template: 'B-TEMPLATE' });
    await t.ctx.db.insert(invitations).values({ centreId: a.centreId, email: 'new@praxis-a.ch', tokenHash: 'SECRET-TOKEN-HASH', expiresAt: new Date(Date.now() + 86400e3) });
  });
  afterAll(() => t.close());

  describe('GET download-data', () => {
    it('gives the owner a JSON attachment of every centre table, without secrets or other centres', async () => {
      const res = await call(t, a.owner, 'GET', `/api/centre/${a.centreId}/download-data`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="kura-export-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(res.headers['cache-control']).toBe('no-store');
      const data = res.json();
      expect(data.centre).toMatchObject({ id: a.centreId, name: 'Praxis A' });
      expect(Object.keys(data.tables)).toEqual(expect.arrayContaining(['centre_providers', 'centre_settings', 'files', 'invitations', 'notification_templates', 'roles']));
      // Schema-driven: every table with a centre_id column is in the export, including later ones.
      expect(Object.keys(data.tables).sort()).toEqual(centreTables().map((c) => c.name).sort());
      expect(data.tables.roles).toHaveLength(3);
      expect(data.tables.notification_templates).toEqual([expect.objectContaining({ template: 'A-TEMPLATE', centre_id: a.centreId })]);
      expect(data.tables.invitations[0]).toMatchObject({ email: 'new@praxis-a.ch' });
      expect(data.members.map((m: { email: string }) => m.email).sort()).toEqual([a.owner.email, a.admin.email, a.provider.email].sort());
      expect(data.memberSettings).toHaveLength(3);
      expect(res.body).not.toMatch(/password|token_version|SECRET-TOKEN-HASH|\$argon2/);
      expect(res.body).not.toContain('B-TEMPLATE');
      expect(res.body).not.toContain(b.owner.email);
    });

    it('is for the owner only', async () => {
      expect((await call(t, a.admin, 'GET', `/api/centre/${a.centreId}/download-data`)).statusCode).toBe(403);
      expect((await call(t, a.provider, 'GET', `/api/centre/${a.centreId}/download-data`)).statusCode).toBe(403);
      expect((await call(t, a.owner, 'GET', `/api/centre/${b.centreId}/download-data`)).statusCode).toBe(404);
    });
  });

  describe('DELETE /api/centre/{id}', () => {
    it('deletes tables before the tables they reference', () => {
      const order = centreTablesInDeletionOrder().map((c) => c.name);
      expect(order).toEqual(expect.arrayContaining(['roles', 'files', 'centre_providers']));
      for (const { name, table } of centreTablesInDeletionOrder()) {
        for (const fk of getTableConfig(table).foreignKeys) {
          const target = getTableName(fk.reference().foreignTable);
          if (target !== name && order.includes(target)) expect(order.indexOf(target)).toBeGreaterThan(order.indexOf(name));
        }
      }
    });

    it('needs the confirmation word and the owner', async () => {
      const wrong = await call(t, a.owner, 'DELETE', `/api/centre/${a.centreId}`, { confirmWord: 'please' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ code: 'invalidConfirmWord', message: 'errors.invalidConfirmWord' });
      expect((await call(t, a.admin, 'DELETE', `/api/centre/${a.centreId}`, { confirmWord: 'LÖSCHEN' })).statusCode).toBe(403);
      expect((await call(t, a.owner, 'DELETE', `/api/centre/${b.centreId}`, { confirmWord: 'LÖSCHEN' })).statusCode).toBe(404);
      expect((await call(t, a.owner, 'DELETE', `/api/centre/${a.centreId}`, {})).statusCode).toBe(400);
      expect(await t.ctx.db.select().from(centres).where(eq(centres.id, a.centreId))).toHaveLength(1);
      expect(await t.ctx.db.select().from(centres).where(eq(centres.id, b.centreId))).toHaveLength(1);
    });

    it('deletes the centre with its rows and files; members move to another of their centres', async () => {
      // A's admin also works in B, with A active.
      await addMember(t.ctx, b.centreId, a.admin, 'PROVIDER');
      await t.ctx.db.update(userSettings).set({ activeCentreId: a.centreId }).where(eq(userSettings.userId, a.admin.userId));
      const { payload, headers } = multipart([{ filename: 'logo.png', contentType: 'image/png', data: png(200, 200) }]);
      const logo = await t.app.inject({ method: 'POST', url: `/api/centre/${a.centreId}/updateLogo`, payload, headers: { ...a.owner.headers, ...headers } });
      const [logoFile] = await t.ctx.db.select().from(files).where(eq(files.id, logo.json().logo.split('/').pop()));
      const centreDir = path.join(t.ctx.config.dataDir, 'files', a.centreId);
      expect(fs.existsSync(path.join(t.ctx.config.dataDir, 'files', logoFile.storageKey))).toBe(true);

      const res = await call(t, a.owner, 'DELETE', `/api/centre/${a.centreId}`, { confirmWord: 'supprimer' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });

      expect(await t.ctx.db.select().from(centres).where(eq(centres.id, a.centreId))).toHaveLength(0);
      for (const table of [roles, centreProviders, files, notificationTemplates, invitations]) {
        expect(await t.ctx.db.select().from(table).where(eq(table.centreId, a.centreId))).toHaveLength(0);
      }
      expect(fs.existsSync(centreDir)).toBe(false);
      const settingOf = async (userId: string) => (await t.ctx.db.select().from(userSettings).where(eq(userSettings.userId, userId)))[0];
      expect((await settingOf(a.admin.userId)).activeCentreId).toBe(b.centreId);
      expect((await settingOf(a.owner.userId)).activeCentreId).toBeNull();
      // People stay: only the centre is gone.
      expect(await t.ctx.db.select().from(users).where(eq(users.id, a.owner.userId))).toHaveLength(1);
      expect((await call(t, a.owner, 'GET', `/api/centre/${a.centreId}/getCentre`)).statusCode).toBe(404);

      // B is untouched.
      expect((await call(t, b.owner, 'GET', `/api/centre/${b.centreId}/getCentre`)).json().name).toBe('Praxis B');
      expect(await t.ctx.db.select().from(notificationTemplates).where(eq(notificationTemplates.centreId, b.centreId))).toHaveLength(1);
    });
  });
});
