/**
 * Asks `probe` again every 100 ms until it answers something, for what the product does in its own
 * time (a worker publishing, another process taking over); fails naming what it waited for.
 */
export async function pollUntil<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 40_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}
