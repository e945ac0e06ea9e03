import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const base = { JWT_SECRET: 'a-secret-that-is-certainly-long-enough-for-tests', DATA_DIR: '/tmp/roi-config-test' };

describe('settings', () => {
  it('starts on the embedded defaults', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.admin.email).toBe('admin@example.com');
    expect(config.corsOrigins).toEqual([]);
    expect(config.connections).toEqual({ requestTimeoutMs: 120_000, headersTimeoutMs: 20_000, max: 4096, maxPerClient: 256 });
  });

  it('leaves the cap per client address to the proxy when behind one', () => {
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).connections.maxPerClient).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['ADMIN_PASSWORD', 'short'],
    ['ADMIN_PASSWORD', 'Password1!'],
    ['JWT_SECRET', 'too-short'],
    ['CORS_ORIGINS', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['REQUEST_TIMEOUT_SECONDS', '0'],
    ['HEADERS_TIMEOUT_SECONDS', '121'],
    ['MAX_CONNECTIONS', 'many'],
    ['MAX_CONNECTIONS_PER_CLIENT', '0'],
  ])('stops with a message naming %s when it is %j', (name, value) => {
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('reads the production settings', () => {
    const config = loadConfig({
      ...base,
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db.internal:5432/roi',
      ADMIN_EMAIL: ' Boss@Example.org ',
      CORS_ORIGINS: 'https://a.example.org, https://b.example.org',
    });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBe('postgres://app@db.internal:5432/roi');
    expect(config.admin.email).toBe('boss@example.org');
    expect(config.corsOrigins).toEqual(['https://a.example.org', 'https://b.example.org']);
  });
});
