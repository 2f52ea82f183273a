import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { centreProviders, centres, files, invitations, notificationTemplates, roles, userSettings, users } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { addMember } from '../support/fixtures';
import { getTableName } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { centreTables, centreTablesInDeletionOrder } from '../../../src/server/services/centres/centreTables';
import { call, useClinicsWorld } from './world';
import { multipart, png } from './testImages';

describe.each(DB_KINDS)('centre export and deletion on %s', (kind) => {
  const w = useClinicsWorld(kind);
  beforeAll(async () => {
    await call(w.t, w.a.owner, 'POST', `/api/centres/${w.a.centreId}/notification-template`, { notificationType: 'bookingChange.client.mail', template: 'A-TEMPLATE' });
    await call(w.t, w.b.owner, 'POST', `/api/centres/${w.b.centreId}/notification-template`, { notificationType: 'bookingChange.client.mail', template: 'B-TEMPLATE' });
    await w.t.ctx.db.insert(invitations).values({ centreId: w.a.centreId, email: 'new@praxis-a.ch', tokenHash: 'SECRET-TOKEN-HASH', expiresAt: new Date(Date.now() + 86400e3) });
  });

  describe('GET download-data', () => {
    it('gives the owner a JSON attachment of every centre table, without secrets or other centres', async () => {
      const res = await call(w.t, w.a.owner, 'GET', `/api/centre/${w.a.centreId}/download-data`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="kura-export-\d{4}-\d{2}-\d{2}\.json"$/);
      expect(res.headers['cache-control']).toBe('no-store');
      const data = res.json();
      expect(data.centre).toMatchObject({ id: w.a.centreId, name: 'Praxis A' });
      expect(Object.keys(data.tables)).toEqual(expect.arrayContaining(['centre_providers', 'centre_settings', 'files', 'invitations', 'notification_templates', 'roles']));
      // Schema-driven: every table with a centre_id column is in the export, including later ones.
      expect(Object.keys(data.tables).sort()).toEqual(centreTables().map((c) => c.name).sort());
      expect(data.tables.roles).toHaveLength(3);
      expect(data.tables.notification_templates).toEqual([expect.objectContaining({ template: 'A-TEMPLATE', centre_id: w.a.centreId })]);
      expect(data.tables.invitations[0]).toMatchObject({ email: 'new@praxis-a.ch' });
      expect(data.members.map((m: { email: string }) => m.email).sort()).toEqual([w.a.owner.email, w.a.admin.email, w.a.provider.email].sort());
      expect(data.memberSettings).toHaveLength(3);
      expect(res.body).not.toMatch(/password|token_version|SECRET-TOKEN-HASH|\$argon2/);
      expect(res.body).not.toContain('B-TEMPLATE');
      expect(res.body).not.toContain(w.b.owner.email);
    });

    it('is for the owner only', async () => {
      expect((await call(w.t, w.a.admin, 'GET', `/api/centre/${w.a.centreId}/download-data`)).statusCode).toBe(403);
      expect((await call(w.t, w.a.provider, 'GET', `/api/centre/${w.a.centreId}/download-data`)).statusCode).toBe(403);
      expect((await call(w.t, w.a.owner, 'GET', `/api/centre/${w.b.centreId}/download-data`)).statusCode).toBe(404);
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
      const wrong = await call(w.t, w.a.owner, 'DELETE', `/api/centre/${w.a.centreId}`, { confirmWord: 'please' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ code: 'invalidConfirmWord', message: 'errors.invalidConfirmWord' });
      expect((await call(w.t, w.a.admin, 'DELETE', `/api/centre/${w.a.centreId}`, { confirmWord: 'LÖSCHEN' })).statusCode).toBe(403);
      expect((await call(w.t, w.a.owner, 'DELETE', `/api/centre/${w.b.centreId}`, { confirmWord: 'LÖSCHEN' })).statusCode).toBe(404);
      expect((await call(w.t, w.a.owner, 'DELETE', `/api/centre/${w.a.centreId}`, {})).statusCode).toBe(400);
      expect(await w.t.ctx.db.select().from(centres).where(eq(centres.id, w.a.centreId))).toHaveLength(1);
      expect(await w.t.ctx.db.select().from(centres).where(eq(centres.id, w.b.centreId))).toHaveLength(1);
    });

    it('deletes the centre with its rows and files; members move to another of their centres', async () => {
      // A's admin also works in B, with A active.
      await addMember(w.t.ctx, w.b.centreId, w.a.admin, 'PROVIDER');
      await w.t.ctx.db.update(userSettings).set({ activeCentreId: w.a.centreId }).where(eq(userSettings.userId, w.a.admin.userId));
      const { payload, headers } = multipart([{ filename: 'logo.png', contentType: 'image/png', data: png(200, 200) }]);
      const logo = await w.t.app.inject({ method: 'POST', url: `/api/centre/${w.a.centreId}/updateLogo`, payload, headers: { ...w.a.owner.headers, ...headers } });
      const [logoFile] = await w.t.ctx.db.select().from(files).where(eq(files.id, logo.json().logo.split('/').pop()));
      const centreDir = path.join(w.t.ctx.config.dataDir, 'files', w.a.centreId);
      expect(fs.existsSync(path.join(w.t.ctx.config.dataDir, 'files', logoFile.storageKey))).toBe(true);

      const res = await call(w.t, w.a.owner, 'DELETE', `/api/centre/${w.a.centreId}`, { confirmWord: 'supprimer' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });

      expect(await w.t.ctx.db.select().from(centres).where(eq(centres.id, w.a.centreId))).toHaveLength(0);
      for (const table of [roles, centreProviders, files, notificationTemplates, invitations]) {
        expect(await w.t.ctx.db.select().from(table).where(eq(table.centreId, w.a.centreId))).toHaveLength(0);
      }
      expect(fs.existsSync(centreDir)).toBe(false);
      const settingOf = async (userId: string) => (await w.t.ctx.db.select().from(userSettings).where(eq(userSettings.userId, userId)))[0];
      expect((await settingOf(w.a.admin.userId)).activeCentreId).toBe(w.b.centreId);
      expect((await settingOf(w.a.owner.userId)).activeCentreId).toBeNull();
      // People stay: only the centre is gone.
      expect(await w.t.ctx.db.select().from(users).where(eq(users.id, w.a.owner.userId))).toHaveLength(1);
      expect((await call(w.t, w.a.owner, 'GET', `/api/centre/${w.a.centreId}/getCentre`)).statusCode).toBe(404);

      // B is untouched.
      expect((await call(w.t, w.b.owner, 'GET', `/api/centre/${w.b.centreId}/getCentre`)).json().name).toBe('Praxis B');
      expect(await w.t.ctx.db.select().from(notificationTemplates).where(eq(notificationTemplates.centreId, w.b.centreId))).toHaveLength(1);
    });
  });
});
