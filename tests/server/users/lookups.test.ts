import { DB_KINDS } from '../support/testApp';
import { addMember, createUser } from '../support/fixtures';
import { call, useClinicsWorld } from '../centres/world';

describe.each(DB_KINDS)('user lookups on %s', (kind) => {
  const w = useClinicsWorld(kind);

  describe('POST /api/user/getByEmail', () => {
    it('finds any account by e-mail for a manager (before inviting), case-insensitively', async () => {
      const res = await call(w.t, w.a.admin, 'POST', '/api/user/getByEmail', { email: ` ${w.b.provider.email.toUpperCase()} ` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ user_id: w.b.provider.userId, firstName: 'Praxis B Provider', lastName: 'User' });
    });

    it('answers 404 userNotFound for unknown addresses and 403 to providers', async () => {
      const unknown = await call(w.t, w.a.owner, 'POST', '/api/user/getByEmail', { email: 'nobody@example.ch' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ code: 'userNotFound', message: 'errors.userNotFound' });
      expect((await call(w.t, w.a.provider, 'POST', '/api/user/getByEmail', { email: w.a.owner.email })).statusCode).toBe(403);
      expect((await call(w.t, w.a.owner, 'POST', '/api/user/getByEmail', {})).statusCode).toBe(400);
    });
  });

  describe('GET /api/private/users/email/{email}', () => {
    it('tells managers whether an address has an account', async () => {
      expect((await call(w.t, w.a.owner, 'GET', `/api/private/users/email/${encodeURIComponent(w.b.owner.email)}`)).json()).toEqual({ exists: true });
      expect((await call(w.t, w.a.owner, 'GET', '/api/private/users/email/free%40example.ch')).json()).toEqual({ exists: false });
      expect((await call(w.t, w.a.provider, 'GET', `/api/private/users/email/${encodeURIComponent(w.b.owner.email)}`)).statusCode).toBe(403);
    });
  });

  describe('POST /api/users/fetchProviders', () => {
    it('names only users who share a centre with the caller', async () => {
      const res = await call(w.t, w.a.provider, 'POST', '/api/users/fetchProviders', { providers: [w.a.owner.userId, w.a.admin.userId, w.b.provider.userId, '00000000-0000-4000-8000-000000000000'] });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((u: { user_id: string }) => u.user_id).sort()).toEqual([w.a.owner.userId, w.a.admin.userId].sort());
      expect(res.body).not.toContain('Praxis B');
      expect((await call(w.t, w.a.provider, 'POST', '/api/users/fetchProviders', { providers: ['x'] })).statusCode).toBe(400);
    });

    it('includes someone who also works in B once the caller shares a centre with them', async () => {
      const shared = await createUser(w.t.ctx, { firstName: 'Geteilt' });
      await addMember(w.t.ctx, w.a.centreId, shared, 'PROVIDER');
      await addMember(w.t.ctx, w.b.centreId, shared, 'PROVIDER');
      const res = await call(w.t, w.b.owner, 'POST', '/api/users/fetchProviders', { providers: [shared.userId, shared.userId] });
      expect(res.json()).toEqual([{ user_id: shared.userId, firstName: 'Geteilt', lastName: 'User' }]);
    });
  });

  describe('GET /api/users/{id}/getProviderName', () => {
    it('answers a colleague name, and 404 outside shared centres', async () => {
      expect((await call(w.t, w.a.provider, 'GET', `/api/users/${w.a.owner.userId}/getProviderName`)).json()).toEqual({ firstName: 'Test', lastName: 'User' });
      expect((await call(w.t, w.a.provider, 'GET', `/api/users/${w.b.owner.userId}/getProviderName`)).statusCode).toBe(404);
      expect((await call(w.t, w.a.provider, 'GET', '/api/users/not-a-uuid/getProviderName')).statusCode).toBe(404);
    });
  });
});
