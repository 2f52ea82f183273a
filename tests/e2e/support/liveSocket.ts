/**
 * Waits until the page's live socket has its centre subscription acknowledged, so that a change
 * made afterwards must arrive live (one made before would only show after a reload). Call it
 * before the page navigates: it listens for the socket being opened.
 */
import type { Page } from '@playwright/test';

/** socket.io's ack packet of `subscribe`: `43<id>[{"ok":true,...}]`. */
const SUBSCRIBED = /^43\d+\[\{"ok":true/;

export function liveSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && SUBSCRIBED.test(payload)) resolve();
      });
    });
  });
}
