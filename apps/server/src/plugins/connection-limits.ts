import type { Server } from 'node:http';
import type { Config } from '../config.js';

/** How often Node's HTTP server looks for requests past their time: the timeouts hold to the second. */
export const TIMEOUT_CHECK_INTERVAL_MS = 1000;

/**
 * Caps the connections the server holds open, in all and from any one client address, so that one
 * host keeping many open (requests sent slowly, idle keep-alives) can neither use up the process's open
 * files nor take every place from everyone else. A connection over a cap is closed at once.
 */
export function limitConnections(server: Server, limits: Config['connections']): void {
  server.maxConnections = limits.max;
  const { maxPerClient } = limits;
  if (maxPerClient === undefined) return;
  const openByAddress = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const open = (openByAddress.get(address) ?? 0) + 1;
    if (open > maxPerClient) {
      socket.destroy();
      return;
    }
    openByAddress.set(address, open);
    socket.once('close', () => {
      const left = (openByAddress.get(address) ?? 1) - 1;
      if (left === 0) openByAddress.delete(address);
      else openByAddress.set(address, left);
    });
  });
}
