/** Route plugins are registered under their own names, in order (src/server/plugins/pluginName.ts). */
import Fastify, { type FastifyInstance } from 'fastify';
import { named, registerInOrder } from '../../../src/server/plugins/pluginName';

describe('route plugin names', () => {
  it('registers in the order given, each under its function name', async () => {
    const order: string[] = [];
    async function firstRoutes(app: FastifyInstance) {
      order.push('first');
      app.get('/first', async () => ({ ok: 1 }));
    }
    async function secondRoutes(app: FastifyInstance) {
      order.push('second');
      app.get('/second', async () => ({ ok: 2 }));
    }
    const app = Fastify();
    await registerInOrder(app, [firstRoutes, secondRoutes]);
    await app.ready();
    expect(order).toEqual(['first', 'second']);
    expect((firstRoutes as unknown as Record<symbol, string>)[Symbol.for('fastify.display-name')]).toBe('firstRoutes');
    const tree = app.printPlugins();
    expect(tree.indexOf('firstRoutes')).toBeGreaterThan(-1);
    expect(tree.indexOf('secondRoutes')).toBeGreaterThan(tree.indexOf('firstRoutes'));
    expect((await app.inject({ url: '/second' })).json()).toEqual({ ok: 2 });
    await app.close();
  });

  it('keeps a name a plugin already has', () => {
    const plugin = Object.assign(async () => undefined, { [Symbol.for('fastify.display-name')]: 'given' });
    expect((named(plugin) as unknown as Record<symbol, string>)[Symbol.for('fastify.display-name')]).toBe('given');
  });
});
