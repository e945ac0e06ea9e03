import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '@roi/contract/api-paths';
import { MESSAGES } from '@roi/contract/messages';
import { createTestApp, type TestApp } from './test/test-app.js';

/** A raw connection to the listening server, from `localAddress`, and everything it receives until closed. */
function openConnection(port: number, localAddress = '127.0.0.1') {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  const firstAnswer = new Promise<string>((resolve) => {
    socket.once('data', (chunk) => resolve(chunk.toString('latin1')));
    socket.once('close', () => resolve(''));
  });
  return { socket, closed, firstAnswer };
}

const healthCheck = `GET ${API_PATHS.liveness} HTTP/1.1\r\nHost: roi.test\r\n\r\n`;

/** Writes `pieces` one by one, a moment apart, for as long as the connection stays open; answers how many went. */
async function dribble(socket: Socket, pieces: string[]): Promise<number> {
  let sent = 0;
  for (const piece of pieces) {
    if (socket.destroyed) break;
    socket.write(piece);
    sent += 1;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return sent;
}

function bodyOf(answer: string): unknown {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
}

describe('requests sent too slowly', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '2', HEADERS_TIMEOUT_SECONDS: '1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('cuts off a body sent a byte at a time with 408, and answers a normal request meanwhile', async () => {
    const slow = openConnection(port);
    const length = 400;
    slow.socket.write(
      `POST ${API_PATHS.login} HTTP/1.1\r\nHost: roi.test\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`,
    );
    const dribbling = dribble(slow.socket, Array.from({ length }, () => ' '));
    const meanwhile = await fetch(`http://127.0.0.1:${port}${API_PATHS.liveness}`);
    expect(meanwhile.status).toBe(200);
    const answer = await slow.closed;
    expect(await dribbling).toBeLessThan(length);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(answer)).toEqual({ error: true, status_code: 408, message: MESSAGES.requestTooSlow, code: 'requestTooSlow' });
  });

  it('cuts off headers sent a line at a time, and a connection that sends nothing', async () => {
    const slowHeaders = openConnection(port);
    slowHeaders.socket.write(`GET ${API_PATHS.liveness} HTTP/1.1\r\nHost: roi.test\r\n`);
    const lines = Array.from({ length: 400 }, (_, index) => `X-Line-${index}: a\r\n`);
    const dribbling = dribble(slowHeaders.socket, lines);
    const silent = openConnection(port);
    for (const answer of [await slowHeaders.closed, await silent.closed]) {
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(bodyOf(answer)).toEqual({ error: true, status_code: 408, message: MESSAGES.requestTooSlow, code: 'requestTooSlow' });
    }
    expect(await dribbling).toBeLessThan(lines.length);
  });
});

describe('connection caps', () => {
  let t: TestApp;
  let port: number;
  const opened: ReturnType<typeof openConnection>[] = [];
  /** A connection that has been answered once and stays open (keep-alive). */
  async function answeredConnection(localAddress: string) {
    const connection = openConnection(port, localAddress);
    opened.push(connection);
    connection.socket.write(healthCheck);
    return { ...connection, answer: await connection.firstAnswer };
  }
  beforeAll(async () => {
    t = await createTestApp({ MAX_CONNECTIONS_PER_CLIENT: '3', MAX_CONNECTIONS: '5' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const connection of opened) connection.socket.destroy();
    await t.close();
  });

  it('closes connections from one address past its cap, serves other addresses, and frees a place when one closes', async () => {
    const first = await answeredConnection('127.0.0.1');
    for (const connection of [first, await answeredConnection('127.0.0.1'), await answeredConnection('127.0.0.1')]) {
      expect(connection.answer).toMatch(/^HTTP\/1\.1 200 /);
    }
    const overCap = await answeredConnection('127.0.0.1');
    expect(overCap.answer).toBe('');
    expect(await overCap.closed).toBe('');

    expect((await answeredConnection('127.0.0.2')).answer).toMatch(/^HTTP\/1\.1 200 /);

    first.socket.end();
    await first.closed;
    await vi.waitFor(async () => {
      expect((await answeredConnection('127.0.0.1')).answer).toMatch(/^HTTP\/1\.1 200 /);
    });
  });

  it('closes connections past the cap of the whole server, whatever their address', async () => {
    // Five are open now: three from 127.0.0.1, one from 127.0.0.2, counted in the test before; one more.
    expect((await answeredConnection('127.0.0.2')).answer).toMatch(/^HTTP\/1\.1 200 /);
    const overCap = await answeredConnection('127.0.0.3');
    expect(overCap.answer).toBe('');
  });
});
