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

  describe('S3 for stored images', () => {
    const s3 = {
      S3_BUCKET: 'roi-images',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'example/secret+key',
    };

    it('is off without any S3_ setting', () => {
      expect(loadConfig(base).s3).toBeUndefined();
    });

    it("addresses the bucket on AWS by host, and on another service's endpoint by path", () => {
      expect(loadConfig({ ...base, ...s3 }).s3).toEqual({
        bucketUrl: 'https://roi-images.s3.eu-west-1.amazonaws.com',
        region: 'eu-west-1',
        accessKeyId: 'AKIAEXAMPLE',
        secretAccessKey: 'example/secret+key',
        keyPrefix: '',
      });
      const minio = loadConfig({ ...base, ...s3, S3_ENDPOINT: 'http://minio.internal:9000/', S3_KEY_PREFIX: 'roi/images/' }).s3;
      expect(minio).toMatchObject({ bucketUrl: 'http://minio.internal:9000/roi-images', keyPrefix: 'roi/images/' });
    });

    it.each(Object.keys(s3))('stops with a message naming %s when it alone is missing', (missing) => {
      const partial = Object.fromEntries(Object.entries(s3).filter(([name]) => name !== missing));
      expect(() => loadConfig({ ...base, ...partial })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, ...partial })).toThrow(new RegExp(`\\n  ${missing}: set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY`));
    });

    it('stops when only the endpoint or the prefix is given', () => {
      expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://minio.internal:9000' })).toThrow(
        /S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set .* \(S3_ENDPOINT given\)/,
      );
      expect(() => loadConfig({ ...base, S3_KEY_PREFIX: 'roi/' })).toThrow(/\(S3_KEY_PREFIX given\)/);
    });

    it.each([
      ['S3_BUCKET', 'Roi_Images'],
      ['S3_REGION', 'EU West'],
      ['S3_ENDPOINT', 'minio.internal:9000'],
      ['S3_KEY_PREFIX', '/roi'],
      ['S3_KEY_PREFIX', 'roi'],
    ])('stops with a message naming %s when it is %j', (name, value) => {
      expect(() => loadConfig({ ...base, ...s3, [name]: value })).toThrow(new RegExp(`${name}:`));
    });

    it('never puts the secret key in its message', () => {
      expect(() => loadConfig({ ...base, S3_SECRET_ACCESS_KEY: s3.S3_SECRET_ACCESS_KEY })).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, S3_SECRET_ACCESS_KEY: s3.S3_SECRET_ACCESS_KEY })).not.toThrow(/example\/secret/);
    });
  });
});
