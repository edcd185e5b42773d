// @vitest-environment node
import { connect } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoggedRequest } from '../../../fixtures/server/http/requestLog.ts';
import { type RunningServer, startServer } from './startServer.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

describe('request bodies the server will not take', () => {
  it('answers a body over the limit (64 KiB for a cart call) with 413, and the client reads it', async () => {
    const res = await fetch(`${server.base}/api/commerce/cart/entries`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-CSRF-Token': server.crumb,
        Cookie: server.cookies(),
      },
      body: JSON.stringify({ itemId: 'ceramic-mug', quantity: 1, pad: 'x'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('Request body over 65536 bytes.');
  });

  it('does not count an upload the client gave up on as a server error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await new Promise<void>((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write(
          'POST /api/commerce/cart/entries HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
            `Content-Type: application/json\r\nX-CSRF-Token: ${server.crumb}\r\n` +
            `Cookie: ${server.cookies()}\r\nContent-Length: 5000\r\n\r\n{"itemId":`,
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
      socket.on('error', reject);
    });
    await delay(100);
    expect(errors).not.toHaveBeenCalled();
    const list = (await (await fetch(`${server.base}/__vitrine/requests`)).json()) as LoggedRequest[];
    expect(list.filter((r) => r.status === 500)).toEqual([]);
    // The server is still answering.
    expect((await fetch(`${server.base}/api/commerce/cart`)).status).toBe(200);
  });
});
