/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { SubscribeAck, SubscribeRequest } from '../../../src/shared/api/realtime';
import type { Centre, User } from '../../../src/shared/api/contracts';
import { RealtimeProvider } from '../../../src/client/realtime/RealtimeProvider';
import { useRealtimeEvent, useRealtimeStatus, useSocketCheckDone } from '../../../src/client/realtime/RealtimeContext';
import type { HandshakeAuth, LiveSocket } from '../../../src/client/realtime/liveConnection';
import { SessionContext, type SessionValue } from '../../../src/client/session/SessionContext';
import { TOKEN_KEYS } from '../../../src/client/session/tokenStorage';

/** Plays socket.io-client: the test drives the server's side. */
class FakeSocket implements LiveSocket {
  subscribes: string[] = [];
  closed = false;
  connects = 0;
  private handlers = new Map<string, (...args: never[]) => void>();
  private any: ((event: string, ...args: unknown[]) => void) | null = null;
  constructor(readonly auth: HandshakeAuth) {}
  on(event: string, listener: (...args: never[]) => void) {
    this.handlers.set(event, listener);
    return this;
  }
  onAny(listener: (event: string, ...args: unknown[]) => void) {
    this.any = listener;
    return this;
  }
  emit(_event: 'subscribe', request: SubscribeRequest, ack: (reply: SubscribeAck) => void) {
    this.subscribes.push(request.centreId);
    ack({ ok: true, centreId: request.centreId });
    return this;
  }
  connect() {
    this.connects += 1;
    return this;
  }
  close() {
    this.closed = true;
    return this;
  }
  /** The handshake token the auth callback hands over. */
  token = () => new Promise<string>((resolve) => this.auth((a) => resolve(a.token)));
  fire(event: 'connect' | 'connect_error' | 'disconnect', arg?: unknown) {
    (this.handlers.get(event) as ((arg?: unknown) => void) | undefined)?.(arg);
  }
  server(event: string, payload: unknown) {
    this.any?.(event, payload);
  }
}

const user = { user_id: 'u1', UserSetting: { activeCentre: 'c1' } } as unknown as User;
const centre = (id: string) => ({ centre_id: id }) as Centre;
const session = (activeCentre: string | null, signedIn = true): SessionValue =>
  ({ user: signedIn ? user : null, centres: [], activeCentre: activeCentre ? centre(activeCentre) : null }) as unknown as SessionValue;

/** The page side: the status, and a listener as a progress bar would use it. */
let lastProgress = 'none';
function Probe() {
  const status = useRealtimeStatus();
  const checkDone = useSocketCheckDone();
  useRealtimeEvent('invoice_bulk_progress', (p) => {
    lastProgress = `${p.done}/${p.total}`;
  });
  return <span data-testid="probe">{`${status}${checkDone ? ' checked' : ''}`}</span>;
}

let sockets: FakeSocket[];
const createSocket = async (auth: HandshakeAuth) => {
  const socket = new FakeSocket(auth);
  sockets.push(socket);
  return socket;
};

function renderLive(queryClient: QueryClient, value: SessionValue) {
  const tree = (v: SessionValue) => (
    <SessionContext.Provider value={v}>
      <RealtimeProvider queryClient={queryClient} createSocket={createSocket}>
        <Probe />
      </RealtimeProvider>
    </SessionContext.Provider>
  );
  const view = render(tree(value));
  return { rerender: (v: SessionValue) => view.rerender(tree(v)) };
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => {
  sockets = [];
  lastProgress = 'none';
  localStorage.clear();
  localStorage.setItem(TOKEN_KEYS.access, 'fresh-access');
  localStorage.setItem(TOKEN_KEYS.refresh, 'ref');
  localStorage.setItem(TOKEN_KEYS.expiry, String(Date.now() + 900_000));
});

describe('RealtimeProvider', () => {
  it('connects with the stored access token and subscribes to the active centre', async () => {
    renderLive(new QueryClient(), session('c1'));
    await flush();
    expect(sockets).toHaveLength(1);
    expect(await sockets[0].token()).toBe('fresh-access');
    // The page guard keeps pages that need the socket loading until the check is done.
    expect(screen.getByTestId('probe').textContent).toBe('connecting');
    act(() => sockets[0].fire('connect'));
    expect(sockets[0].subscribes).toEqual(['c1']);
    expect(screen.getByTestId('probe').textContent).toBe('live checked');
  });

  it('does not connect without a signed-in user', async () => {
    renderLive(new QueryClient(), session(null, false));
    await flush();
    expect(sockets).toHaveLength(0);
    expect(screen.getByTestId('probe').textContent).toBe('off checked');
  });

  it("appointment_changed refetches the centre's appointment queries, not another centre's", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['appointments', 'c1', 'week', '2026-03-02'], []);
    queryClient.setQueryData(['appointments', 'c2', 'week', '2026-03-02'], []);
    queryClient.setQueryData(['contacts', 'c1'], []);
    renderLive(queryClient, session('c1'));
    await flush();
    act(() => sockets[0].fire('connect'));
    act(() => sockets[0].server('appointment_changed', { centreId: 'c1', appointmentIds: ['a1'], kind: 'moved' }));
    const stale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(['appointments', 'c1', 'week', '2026-03-02'])).toBe(true);
    expect(stale(['appointments', 'c2', 'week', '2026-03-02'])).toBe(false);
    expect(stale(['contacts', 'c1'])).toBe(false);
  });

  it('re-subscribes on a clinic switch and drops events of the previous centre', async () => {
    const { rerender } = renderLive(new QueryClient(), session('c1'));
    await flush();
    act(() => sockets[0].fire('connect'));
    rerender(session('c2'));
    expect(sockets[0].subscribes).toEqual(['c1', 'c2']);
    act(() => sockets[0].server('invoice_bulk_progress', { centreId: 'c1', bulkId: 'b', done: 1, successful: 1, failed: 0, skipped: 0, total: 4 }));
    expect(lastProgress).toBe('none');
    act(() => sockets[0].server('invoice_bulk_progress', { centreId: 'c2', bulkId: 'b', done: 2, successful: 2, failed: 0, skipped: 0, total: 4 }));
    expect(lastProgress).toBe('2/4');
  });

  it('on a connect error closes and clears the socket; the app carries on, and a clinic switch tries again', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = renderLive(new QueryClient(), session('c1'));
    await flush();
    act(() => sockets[0].fire('connect_error', new Error('unauthorized')));
    expect(sockets[0].closed).toBe(true);
    expect(screen.getByTestId('probe').textContent).toBe('failed checked');
    rerender(session('c2'));
    await flush();
    expect(sockets).toHaveLength(2);
    act(() => sockets[1].fire('connect'));
    expect(sockets[1].subscribes).toEqual(['c2']);
    errors.mockRestore();
  });

  it('after the server ends the connection it reconnects once, and refetches what it may have missed', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['appointments', 'c1'], []);
    renderLive(queryClient, session('c1'));
    await flush();
    act(() => sockets[0].fire('connect'));
    expect(sockets[0].connects).toBe(1);
    act(() => sockets[0].fire('disconnect', 'io server disconnect'));
    expect(sockets[0].connects).toBe(2);
    // Reconnecting does not bring the loading screen back.
    expect(screen.getByTestId('probe').textContent).toBe('connecting checked');
    expect(queryClient.getQueryState(['appointments', 'c1'])?.isInvalidated).toBe(false);
    act(() => sockets[0].fire('connect'));
    expect(queryClient.getQueryState(['appointments', 'c1'])?.isInvalidated).toBe(true);
    expect(sockets[0].subscribes).toEqual(['c1', 'c1']);
  });

  it('signing out closes the socket', async () => {
    const { rerender } = renderLive(new QueryClient(), session('c1'));
    await flush();
    act(() => sockets[0].fire('connect'));
    rerender(session(null, false));
    expect(sockets[0].closed).toBe(true);
    expect(screen.getByTestId('probe').textContent).toBe('off checked');
  });
});
