import { isIP } from 'node:net';
import { z } from 'zod/mini';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Blank counts as unset: `.env` files list every variable, most of them empty. */
const blankAsUnset = (value: string | undefined) => {
  const trimmed = value?.trim();
  return trimmed === '' ? undefined : trimmed;
};

/** An optional variable: unset or blank is undefined, anything else must pass `schema`. */
function optional<S extends z.ZodMiniType<unknown, string>>(schema: S) {
  return z.pipe(z.pipe(z.optional(z.string()), z.transform(blankAsUnset)), z.optional(schema));
}

/** The zone the server's clock runs in, for SITE_TIME_ZONE's default. */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Whether the runtime knows the IANA time zone name (e.g. Europe/Stockholm). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whom to believe about the client's address (Fastify's `trustProxy`): a number of proxy hops in
 * front of the server, the proxies' addresses and CIDR ranges, or every hop (`true`), or none.
 */
export type TrustProxy = boolean | number | string[];

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY as Fastify takes it; undefined when it is none of the accepted forms. */
function parseTrustProxy(raw: string): TrustProxy | undefined {
  const value = raw.trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d{1,3}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

/** An http(s) URL that is an origin: scheme, host and port only (a trailing slash is allowed). */
export function isPublicOrigin(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password || url.search || url.hash) return false;
  return url.pathname === '/' && !value.includes('?') && !value.includes('#');
}

/** A whole number of seconds, at least one. */
function seconds() {
  return z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/, 'must be a whole number of seconds')),
    z.pipe(z.transform(Number), z.number().check(z.gte(1, 'must be at least 1'))),
  );
}

/** A whole number of bytes, at least one. */
function wholeBytes() {
  return z.pipe(
    z.string().check(z.regex(/^\d{1,15}$/, 'must be a whole number of bytes')),
    z.pipe(z.transform(Number), z.number().check(z.gte(1, 'must be at least 1'))),
  );
}

const EnvSchema = z
  .object({
    PORT: optional(
      z.pipe(
        z.string().check(z.regex(/^\d{1,5}$/, 'must be a port number')),
        z.pipe(z.transform(Number), z.number().check(z.lte(65535, 'must be at most 65535'))),
      ),
    ),
    HOST: z._default(z.string().check(z.trim(), z.minLength(1, 'must not be empty')), '0.0.0.0'),
    DATA_DIR: z._default(z.string().check(z.trim(), z.minLength(1, 'must not be empty')), './data'),
    DATABASE_URL: optional(
      z
        .string()
        .check(z.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')),
    ),
    ADMIN_USERNAME: optional(
      z
        .string()
        .check(
          z.maxLength(64, 'must be at most 64 characters'),
          z.regex(/^[A-Za-z0-9_.-]+$/, 'may only contain letters, digits, ".", "_" and "-"'),
        ),
    ),
    // Not trimmed: spaces may be part of a password.
    ADMIN_PASSWORD: z.pipe(
      z.pipe(
        z.optional(z.string()),
        z.transform((value) => (value === '' ? undefined : value)),
      ),
      z.optional(
        z
          .string()
          .check(
            z.minLength(8, 'must be at least 8 characters'),
            z.maxLength(256, 'must be at most 256 characters'),
          ),
      ),
    ),
    S3_ENDPOINT: optional(z.url({ error: 'must be an http(s) URL' })),
    S3_BUCKET: optional(z.string()),
    S3_REGION: optional(z.string()),
    S3_ACCESS_KEY_ID: optional(z.string()),
    S3_SECRET_ACCESS_KEY: optional(z.string()),
    GIT_COMMIT: optional(z.string()),
    PUBLIC_URL: optional(
      z
        .string()
        .check(
          z.refine(
            isPublicOrigin,
            "must be the site's public origin, an http(s) URL with no path, e.g. https://nook.example",
          ),
        ),
    ),
    LOG_LEVEL: z._default(z.enum(LOG_LEVELS), 'info'),
    TRUST_PROXY: z.pipe(
      z._default(z.string(), 'false'),
      z.pipe(
        z.transform(parseTrustProxy),
        z.custom<TrustProxy>((value) => value !== undefined, {
          error:
            'must be a number of proxies (1 for one reverse proxy), a comma-separated list of addresses and CIDR ranges, true or false',
        }),
      ),
    ),
    // Local date-times without an offset (the original client's datetime-local values) are read here.
    SITE_TIME_ZONE: optional(
      z
        .string()
        .check(
          z.refine(isTimeZone, 'must be an IANA time zone name such as Europe/Stockholm or UTC'),
        ),
    ),
    REQUEST_TIMEOUT_SECONDS: optional(seconds()),
    HEADERS_TIMEOUT_SECONDS: optional(seconds()),
    SHUTDOWN_TIMEOUT_SECONDS: optional(seconds()),
    UPLOAD_MAX_BYTES: optional(wholeBytes()),
    UPLOAD_QUOTA_BYTES: optional(wholeBytes()),
    UPLOAD_QUOTA_ADMIN_BYTES: optional(wholeBytes()),
    UPLOAD_RATE_LIMIT_PER_MINUTE: optional(
      z.pipe(
        z.string().check(z.regex(/^\d{1,6}$/, 'must be a whole number of uploads')),
        z.pipe(z.transform(Number), z.number().check(z.gte(1, 'must be at least 1'))),
      ),
    ),
  })
  .check(
    z.superRefine((env, ctx) => {
      const s3Keys = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
      const anyS3 = [...s3Keys, 'S3_ENDPOINT', 'S3_REGION'].some(
        (key) => env[key as keyof typeof env] !== undefined,
      );
      const requestTimeout = env.REQUEST_TIMEOUT_SECONDS ?? DEFAULT_REQUEST_TIMEOUT_SECONDS;
      const headersTimeout = env.HEADERS_TIMEOUT_SECONDS ?? DEFAULT_HEADERS_TIMEOUT_SECONDS;
      if (headersTimeout > requestTimeout) {
        ctx.addIssue({
          code: 'custom',
          path: ['HEADERS_TIMEOUT_SECONDS'],
          message: `must not exceed REQUEST_TIMEOUT_SECONDS (${requestTimeout})`,
        });
      }
      if (!anyS3) return;
      for (const key of s3Keys) {
        if (env[key] === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when any S3_* variable is set',
          });
        }
      }
    }),
  );

export interface S3Config {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; undefined means SQLite at `${dataDir}/nook.sqlite`. */
  databaseUrl: string | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  /** undefined means local object storage under `${dataDir}/objects`. */
  s3: S3Config | undefined;
  gitCommit: string | undefined;
  /**
   * The site's public origin (e.g. https://nook.example): passkeys are made for its host (the
   * relying party) and checked against it. Undefined: each request's own origin (decision 031).
   */
  publicUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Which X-Forwarded-For hops to believe for the client address (behind a proxy): see TrustProxy. */
  trustProxy: TrustProxy;
  /** IANA zone in which local date-times without an offset are read (default: the server's). */
  siteTimeZone: string;
  /** Largest accepted upload in bytes (default 25 MiB). */
  uploadMaxBytes: number;
  /** Bytes each User's and Family member's uploads may take together (default 500 MiB). */
  uploadQuotaBytes: number;
  /** The same for Admins; null (the default) means unlimited. */
  uploadQuotaAdminBytes: number | null;
  /** Uploads a user may start in any minute (default 60). */
  uploadRateLimitPerMinute: number;
  /** Longest a request may take to arrive whole, headers and body (default 30 s). */
  requestTimeoutMs: number;
  /** Longest a request's headers may take to arrive (default 10 s). */
  headersTimeoutMs: number;
  /** Longest a shutdown waits for requests in flight before it closes their connections (default 10 s). */
  shutdownTimeoutMs: number;
}

export const DEFAULT_REQUEST_TIMEOUT_SECONDS = 30;
export const DEFAULT_HEADERS_TIMEOUT_SECONDS = 10;
export const DEFAULT_SHUTDOWN_TIMEOUT_SECONDS = 10;

/** The default upload limit: a keyed 12-megapixel photo saved as PNG exceeds 10 MiB. */
export const DEFAULT_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

/** Each user's share of storage: a few hundred keyed photos. */
export const DEFAULT_UPLOAD_QUOTA_BYTES = 500 * 1024 * 1024;

/** Uploads a minute: a batch from the Transperator, not a script filling the disk. */
export const DEFAULT_UPLOAD_RATE_LIMIT_PER_MINUTE = 60;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the process environment once; a bad value throws a ConfigError naming the variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Config {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const variable = issue.path.join('.') || 'environment';
      return `${variable}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const env = result.data;
  return {
    port: env.PORT ?? 3000,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    adminUsername: env.ADMIN_USERNAME,
    adminPassword: env.ADMIN_PASSWORD,
    s3:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            region: env.S3_REGION ?? 'us-east-1',
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    gitCommit: env.GIT_COMMIT,
    publicUrl: env.PUBLIC_URL === undefined ? undefined : new URL(env.PUBLIC_URL).origin,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    siteTimeZone: env.SITE_TIME_ZONE ?? serverTimeZone(),
    uploadMaxBytes: env.UPLOAD_MAX_BYTES ?? DEFAULT_UPLOAD_MAX_BYTES,
    uploadQuotaBytes: env.UPLOAD_QUOTA_BYTES ?? DEFAULT_UPLOAD_QUOTA_BYTES,
    uploadQuotaAdminBytes: env.UPLOAD_QUOTA_ADMIN_BYTES ?? null,
    uploadRateLimitPerMinute:
      env.UPLOAD_RATE_LIMIT_PER_MINUTE ?? DEFAULT_UPLOAD_RATE_LIMIT_PER_MINUTE,
    requestTimeoutMs: (env.REQUEST_TIMEOUT_SECONDS ?? DEFAULT_REQUEST_TIMEOUT_SECONDS) * 1000,
    headersTimeoutMs: (env.HEADERS_TIMEOUT_SECONDS ?? DEFAULT_HEADERS_TIMEOUT_SECONDS) * 1000,
    shutdownTimeoutMs: (env.SHUTDOWN_TIMEOUT_SECONDS ?? DEFAULT_SHUTDOWN_TIMEOUT_SECONDS) * 1000,
  };
}
