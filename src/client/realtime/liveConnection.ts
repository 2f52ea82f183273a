/**
 * The live socket's life cycle, without React (spec §4 "Live socket"): it connects with a fresh
 * access token, subscribes to the active centre (again after a reconnect or a clinic switch) and
 * hands the server's events on. On a connect error it is closed and cleared and the app carries
 * on without it.
 */
import { CENTRE_EVENT_NAMES, type ServerEventName, type ServerEventPayload, type SubscribeAck, type SubscribeRequest } from '../../shared/api/realtime';
import type { RealtimeStatus } from './RealtimeContext';

/** The part of socket.io-client's Socket used here (tests pass a fake). */
export interface LiveSocket {
  on(event: 'connect', listener: () => void): unknown;
  on(event: 'connect_error', listener: (error: Error) => void): unknown;
  on(event: 'disconnect', listener: (reason: string) => void): unknown;
  onAny(listener: (event: string, ...args: unknown[]) => void): unknown;
  emit(event: 'subscribe', request: SubscribeRequest, ack: (reply: SubscribeAck) => void): unknown;
  connect(): unknown;
  close(): unknown;
}

/** socket.io-client's `auth` callback form: called before every (re)connect. */
export type HandshakeAuth = (send: (auth: { token: string }) => void) => void;
export type SocketFactory = (auth: HandshakeAuth) => Promise<LiveSocket>;

export interface LiveConnectionOptions {
  createSocket: SocketFactory;
  accessToken: () => Promise<string | null>;
  onStatus(status: RealtimeStatus): void;
  onEvent<K extends ServerEventName>(name: K, payload: ServerEventPayload<K>): void;
  /** Connected again after a gap: events of the centre may have been missed. */
  onReconnect(centreId: string): void;
  onError(context: string, error: unknown): void;
}

const SERVER_EVENTS = new Set<string>([...CENTRE_EVENT_NAMES, 'subscription_ended'] satisfies ServerEventName[]);
const isServerEvent = (name: string): name is ServerEventName => SERVER_EVENTS.has(name);

export class LiveConnection {
  private socket: LiveSocket | null = null;
  private centreId: string | null = null;
  private status: RealtimeStatus = 'off';
  private stopped = false;
  private everConnected = false;

  constructor(private readonly options: LiveConnectionOptions) {}

  start(centreId: string | null): void {
    this.centreId = centreId;
    void this.open();
  }

  /** The user switched clinic (or has none); a failed socket tries again. */
  setCentre(centreId: string | null): void {
    if (centreId === this.centreId) return;
    this.centreId = centreId;
    if (this.status === 'failed') void this.open();
    else if (this.status === 'live') this.subscribe();
  }

  stop(): void {
    this.stopped = true;
    this.clear();
    this.setStatus('off');
  }

  private async open(): Promise<void> {
    this.setStatus('connecting');
    this.everConnected = false;
    const auth: HandshakeAuth = (send) => {
      this.options.accessToken().then(
        (token) => send({ token: token ?? '' }),
        () => send({ token: '' }),
      );
    };
    let socket: LiveSocket;
    try {
      socket = await this.options.createSocket(auth);
    } catch (error) {
      this.fail('loading the live socket failed', error);
      return;
    }
    if (this.stopped) return;
    this.socket = socket;
    socket.on('connect', () => this.connected());
    socket.on('connect_error', (error) => this.fail('the live socket could not connect', error));
    socket.on('disconnect', (reason) => this.disconnected(reason));
    socket.onAny((name, payload) => {
      if (isServerEvent(name) && socket === this.socket) this.options.onEvent(name, payload as ServerEventPayload<typeof name>);
    });
    socket.connect();
  }

  private connected(): void {
    this.setStatus('live');
    if (this.everConnected && this.centreId) this.options.onReconnect(this.centreId);
    this.everConnected = true;
    this.subscribe();
  }

  private disconnected(reason: string): void {
    if (this.stopped || !this.socket) return;
    this.setStatus('connecting');
    // The server ended it (token expired, session checked again): one more handshake with a fresh
    // token; a revoked session is refused there. Other reasons reconnect by themselves.
    if (reason === 'io server disconnect') this.socket.connect();
  }

  private subscribe(): void {
    const { socket, centreId } = this;
    if (!socket || !centreId) return;
    socket.emit('subscribe', { centreId }, (reply) => {
      if (!reply.ok && reply.code !== 'superseded') this.options.onError('live socket subscription refused', reply.code);
    });
  }

  private fail(context: string, error: unknown): void {
    if (this.stopped) return;
    this.options.onError(context, error);
    this.clear();
    this.setStatus('failed');
  }

  private clear(): void {
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  private setStatus(status: RealtimeStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.options.onStatus(status);
  }
}
