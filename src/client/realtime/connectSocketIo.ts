import { REALTIME_PATH } from '../../shared/api/realtime';
import { firstPagePainted } from '../routing/firstPagePainted';
import type { SocketFactory } from './liveConnection';

/**
 * socket.io-client, loaded on first use: only the signed-in app downloads it (a chunk of its own),
 * never the sign-in page or the public booking pages, and only after the first page has painted
 * (it is not on the first page's critical path; README "Client bundle"). Same origin, websocket only.
 */
export const connectSocketIo: SocketFactory = async (auth) => {
  await firstPagePainted;
  const { io } = await import('socket.io-client');
  return io({ path: REALTIME_PATH, transports: ['websocket'], autoConnect: false, auth });
};
