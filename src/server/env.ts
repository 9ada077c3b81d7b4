import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    ADMIN_USERNAME: optionalText.pipe(
      z
        .string()
        .max(64, 'must be at most 64 characters')
        .regex(/^[A-Za-z0-9_.-]+$/, 'may only contain letters, digits, ".", "_" and "-"')
        .optional(),
    ),
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .pipe(
        z
          .string()
          .min(8, 'must be at least 8 characters')
          .max(256, 'must be at most 256 characters')
          .optional(),
      ),
    S3_ENDPOINT: optionalText.pipe(z.url('must be an http(s) URL').optional()),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    GIT_COMMIT: optionalText,
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
  })
  .superRefine((env, ctx) => {
    const s3Keys = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    const anyS3 = [...s3Keys, 'S3_ENDPOINT', 'S3_REGION'].some(
      (key) => env[key as keyof typeof env] !== undefined,
    );
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
  });

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
  logLevel: (typeof LOG_LEVELS)[number];
  /** Take the client address from X-Forwarded-For (behind a load balancer). */
  trustProxy: boolean;
}

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
    port: env.PORT,
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
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
  };
}
