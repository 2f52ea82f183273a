import { EventBus, publishAfterCommit } from './bus';

interface TestEvents {
  moved: { id: string };
  paid: { invoiceId: string; amount: number };
}

describe('domain event bus', () => {
  it('delivers an event to every listener of its type, and only of its type', () => {
    const bus = new EventBus<TestEvents>();
    const moved: string[] = [];
    const paid: number[] = [];
    bus.on('moved', (e) => moved.push(`first ${e.id}`));
    bus.on('moved', (e) => moved.push(`second ${e.id}`));
    bus.on('paid', (e) => paid.push(e.amount));
    bus.publish('moved', { id: 'a1' });
    expect(moved).toEqual(['first a1', 'second a1']);
    expect(paid).toEqual([]);
  });

  it('stops delivering once a listener unsubscribes', () => {
    const bus = new EventBus<TestEvents>();
    const seen: string[] = [];
    const stop = bus.on('moved', (e) => seen.push(e.id));
    bus.publish('moved', { id: 'a1' });
    stop();
    bus.publish('moved', { id: 'a2' });
    expect(seen).toEqual(['a1']);
  });

  it('a throwing or rejecting listener is reported and does not stop the others or the publisher', async () => {
    const errors: [unknown, string][] = [];
    const bus = new EventBus<TestEvents>((error, type) => errors.push([error, type]));
    const seen: string[] = [];
    bus.on('moved', () => {
      throw new Error('socket down');
    });
    bus.on('moved', async () => {
      throw new Error('queue down');
    });
    bus.on('moved', (e) => seen.push(e.id));
    expect(() => bus.publish('moved', { id: 'a1' })).not.toThrow();
    expect(seen).toEqual(['a1']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(errors.map(([error, type]) => [(error as Error).message, type])).toEqual([
      ['socket down', 'moved'],
      ['queue down', 'moved'],
    ]);
  });
});

describe('publishAfterCommit', () => {
  it('publishes the collected events, in order, only after the work resolved', async () => {
    const bus = new EventBus<TestEvents>();
    const seen: string[] = [];
    bus.on('moved', (e) => seen.push(`moved ${e.id}`));
    bus.on('paid', (e) => seen.push(`paid ${e.invoiceId}`));
    const result = await publishAfterCommit(bus, async (events) => {
      events.add('moved', { id: 'a1' });
      events.add('paid', { invoiceId: 'i1', amount: 12000 });
      await new Promise((resolve) => setTimeout(resolve, 5));
      // Nothing went out while the "transaction" was still open.
      expect(seen).toEqual([]);
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(seen).toEqual(['moved a1', 'paid i1']);
  });

  it('publishes nothing when the work fails (the transaction rolled back) and passes the error on', async () => {
    const bus = new EventBus<TestEvents>();
    const seen: string[] = [];
    bus.on('moved', (e) => seen.push(e.id));
    await expect(
      publishAfterCommit(bus, async (events) => {
        events.add('moved', { id: 'a1' });
        throw new Error('conflict');
      }),
    ).rejects.toThrow('conflict');
    expect(seen).toEqual([]);
  });

  it('a failing listener does not turn a committed change into an error', async () => {
    const bus = new EventBus<TestEvents>(() => undefined);
    bus.on('moved', () => {
      throw new Error('socket down');
    });
    await expect(publishAfterCommit(bus, async (events) => events.add('moved', { id: 'a1' }))).resolves.toBeUndefined();
  });
});
