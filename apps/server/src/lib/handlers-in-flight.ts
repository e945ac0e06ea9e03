import type { RouteOptions } from 'fastify';

/**
 * The route handlers still running. Closing waits for them before the database goes: a handler whose
 * client has given up (a timeout, a closed tab) still finishes its work rather than failing halfway.
 */
export class HandlersInFlight {
  private readonly running = new Set<Promise<unknown>>();

  /** For an onRoute hook: the route's handler, counted while it runs. */
  track(route: RouteOptions): void {
    const handler = route.handler;
    const running = this.running;
    route.handler = function (request, reply) {
      const result: unknown = handler.call(this, request, reply);
      if (result instanceof Promise) {
        const settled = result.then(
          () => {},
          () => {},
        );
        running.add(settled);
        void settled.then(() => running.delete(settled));
      }
      return result;
    };
  }

  async settle(): Promise<void> {
    await Promise.all([...this.running]);
  }
}
