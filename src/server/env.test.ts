import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env';

describe('parseEnv', () => {
  it('has the documented defaults', () => {
    const config = parseEnv({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      s3: undefined,
      logLevel: 'info',
      trustProxy: false,
    });
  });

  it('reads PostgreSQL and S3 settings', () => {
    const config = parseEnv({
      DATABASE_URL: 'postgres://u@db:5432/nook',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'nook',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.databaseUrl).toBe('postgres://u@db:5432/nook');
    expect(config.s3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'nook',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'short' }],
    ['ADMIN_USERNAME', { ADMIN_USERNAME: 'no spaces please' }],
    ['S3_ENDPOINT', { S3_ENDPOINT: 'not a url', S3_BUCKET: 'b' }],
    ['S3_SECRET_ACCESS_KEY', { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'maybe' }],
    ['SITE_TIME_ZONE', { SITE_TIME_ZONE: 'Mars/Olympus_Mons' }],
    ['SITE_TIME_ZONE', { SITE_TIME_ZONE: '+01:00' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'nook.example' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'ftp://nook.example' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'https://nook.example/family' }],
  ])('stops with a message naming %s', (variable, env) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    expect(() => parseEnv(env)).toThrow(new RegExp(`${variable}:`));
  });

  it('reads SITE_TIME_ZONE, and defaults to the zone the server runs in', () => {
    expect(parseEnv({ SITE_TIME_ZONE: 'Europe/Stockholm' }).siteTimeZone).toBe('Europe/Stockholm');
    expect(parseEnv({ SITE_TIME_ZONE: ' America/New_York ' }).siteTimeZone).toBe(
      'America/New_York',
    );
    const serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(parseEnv({}).siteTimeZone).toBe(serverZone);
    expect(parseEnv({ SITE_TIME_ZONE: '' }).siteTimeZone).toBe(serverZone);
  });

  it('reads PUBLIC_URL as an origin, unset by default', () => {
    expect(parseEnv({}).publicUrl).toBeUndefined();
    expect(parseEnv({ PUBLIC_URL: '' }).publicUrl).toBeUndefined();
    expect(parseEnv({ PUBLIC_URL: 'https://nook.example/' }).publicUrl).toBe(
      'https://nook.example',
    );
    expect(parseEnv({ PUBLIC_URL: 'http://localhost:3000' }).publicUrl).toBe(
      'http://localhost:3000',
    );
  });

  it('reads UPLOAD_MAX_BYTES, 25 MiB by default', () => {
    expect(parseEnv({}).uploadMaxBytes).toBe(25 * 1024 * 1024);
    expect(parseEnv({ UPLOAD_MAX_BYTES: '' }).uploadMaxBytes).toBe(25 * 1024 * 1024);
    expect(parseEnv({ UPLOAD_MAX_BYTES: '1048576' }).uploadMaxBytes).toBe(1048576);
    for (const bad of ['0', '-1', '10MB', '1.5']) {
      expect(() => parseEnv({ UPLOAD_MAX_BYTES: bad })).toThrow(/UPLOAD_MAX_BYTES:/);
    }
  });

  it('reads the upload quotas and rate: 500 MiB per user, Admins unlimited, 60 a minute by default', () => {
    expect(parseEnv({})).toMatchObject({
      uploadQuotaBytes: 500 * 1024 * 1024,
      uploadQuotaAdminBytes: null,
      uploadRateLimitPerMinute: 60,
    });
    expect(
      parseEnv({
        UPLOAD_QUOTA_BYTES: '1000',
        UPLOAD_QUOTA_ADMIN_BYTES: '5000',
        UPLOAD_RATE_LIMIT_PER_MINUTE: '3',
      }),
    ).toMatchObject({
      uploadQuotaBytes: 1000,
      uploadQuotaAdminBytes: 5000,
      uploadRateLimitPerMinute: 3,
    });
    for (const name of [
      'UPLOAD_QUOTA_BYTES',
      'UPLOAD_QUOTA_ADMIN_BYTES',
      'UPLOAD_RATE_LIMIT_PER_MINUTE',
    ]) {
      for (const bad of ['0', '-1', '10MB', '1.5']) {
        expect(() => parseEnv({ [name]: bad })).toThrow(new RegExp(`${name}:`));
      }
    }
  });

  it('reads the request, header and shutdown timeouts: 30 s, 10 s and 10 s by default', () => {
    expect(parseEnv({})).toMatchObject({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      shutdownTimeoutMs: 10_000,
    });
    expect(
      parseEnv({
        REQUEST_TIMEOUT_SECONDS: '120',
        HEADERS_TIMEOUT_SECONDS: '5',
        SHUTDOWN_TIMEOUT_SECONDS: '3',
      }),
    ).toMatchObject({
      requestTimeoutMs: 120_000,
      headersTimeoutMs: 5_000,
      shutdownTimeoutMs: 3_000,
    });
    for (const bad of ['0', '-1', '1.5', 'soon']) {
      expect(() => parseEnv({ SHUTDOWN_TIMEOUT_SECONDS: bad })).toThrow(
        /SHUTDOWN_TIMEOUT_SECONDS:/,
      );
    }
    expect(() => parseEnv({ REQUEST_TIMEOUT_SECONDS: '5' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS: must not exceed REQUEST_TIMEOUT_SECONDS/,
    );
  });

  it('reads TRUST_PROXY as a hop count, a list of addresses and ranges, true or false', () => {
    expect(parseEnv({}).trustProxy).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      'fd00::/8',
    ]);
    for (const bad of ['maybe', '10.0.0.0/33', '10.0.0.1, nonsense', '1.5', 'fd00::/129']) {
      expect(() => parseEnv({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY:/);
    }
  });

  it('treats blank optional variables as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: ' ', S3_BUCKET: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      s3: undefined,
    });
    expect(parseEnv({ PORT: '8080' }).port).toBe(8080);
  });
});
