import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APK_MAX_BYTES, DEFAULT_TIMEZONE, IMAGE_MAX_BYTES, isValidTimezone } from '@banca/contracts';
import { z } from 'zod';

/** The repository root: relative paths in the configuration are read from here. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const count = (min: number, max: number) =>
  z.coerce
    .number({ error: 'debe ser un número' })
    .int({ error: 'debe ser un número entero' })
    .min(min, { error: `debe ser al menos ${min}` })
    .max(max, { error: `no puede pasar de ${max}` });

/** 32 random bytes, as 64 hexadecimal digits or 43 base64url characters (`openssl rand -hex 32`). */
const twoFactorKey = z.string().refine((value) => keyBytesOf(value) !== null, {
  error: 'debe ser una clave de 32 bytes: 64 dígitos hexadecimales o 43 caracteres base64url',
});

/** A PostgreSQL connection URL, when given. */
const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, { error: 'debe empezar por postgres:// o postgresql://' })
  .optional();

const bool = z
  .enum(['true', 'false', '1', '0'], { error: 'debe ser true o false' })
  .transform((value) => value === 'true' || value === '1');

/** Every environment variable the server reads (documented in the README). */
const ZEnv = z.object({
  PORT: z.coerce.number({ error: 'debe ser un número' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATABASE_URL: postgresUrl,
  LISTEN_DATABASE_URL: postgresUrl,
  REPORTS_DATABASE_URL: postgresUrl,
  REPORTS_MAX_LAG_SECONDS: count(1, 3600).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  UPLOADS_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, { error: 'debe tener al menos 32 caracteres' }).optional(),
  ACCESS_TOKEN_TTL_MINUTES: z.coerce.number({ error: 'debe ser un número' }).int().min(1).max(60).default(15),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number({ error: 'debe ser un número' }).int().min(1).max(90).default(30),
  SEED_DEMO: z.enum(['auto', 'always', 'never'], { error: 'debe ser auto, always o never' }).default('auto'),
  DEMO_HISTORY: bool.default(true),
  DEMO_LIVE: bool.optional(),
  DEMO_LIVE_INTERVAL_MS: z.coerce.number({ error: 'debe ser un número' }).int().min(1_000).max(600_000).default(20_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z.string().default(''),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|1|0|[0-9a-fA-F:./]*[.:][0-9a-fA-F:./]*(,[0-9a-fA-F:./]+)*)$/, {
      error: 'debe ser true, false o la lista de direcciones de los proxies (IP o CIDR, separadas por comas)',
    })
    .default('false'),
  BODY_LIMIT_BYTES: z.coerce.number({ error: 'debe ser un número' }).int().min(1024).default(1_048_576),
  DEFAULT_TIMEZONE: z
    .string()
    .refine(isValidTimezone, { error: 'no es una zona horaria IANA' })
    .default(DEFAULT_TIMEZONE),
  WEB_DIST: z.string().default('apps/web/dist'),
  DB_POOL_MAX: z.coerce.number({ error: 'debe ser un número' }).int().min(1).max(200).default(20),
  SALE_WRITERS: z.coerce.number({ error: 'debe ser un número' }).int().min(1).max(64).default(2),
  API_DOCS: z.enum(['on', 'off'], { error: 'debe ser on u off' }).optional(),
  ROLLUP_FOLD_INTERVAL_MS: z.coerce.number({ error: 'debe ser un número' }).int().min(0).max(60_000).default(1_000),
  RISK_WATCH_INTERVAL_MS: count(0, 60_000).default(1_000),
  ANOMALY_WATCH_INTERVAL_MS: count(0, 3_600_000).default(60_000),
  JOBS_POLL_MS: z.coerce.number({ error: 'debe ser un número' }).int().min(0).max(60_000).default(2_000),
  RESULTS_PROVIDER_URL: z.url({ protocol: /^https?$/, error: 'debe ser una URL http:// o https://' }).optional(),
  RESULTS_PROVIDER_TOKEN: z.string().min(8, { error: 'debe tener al menos 8 caracteres' }).optional(),
  RESULTS_PROVIDER_TIMEOUT_MS: count(500, 60_000).default(10_000),
  DB_NAME: z
    .string()
    .regex(/^[a-z0-9_-]{1,32}$/, { error: 'debe tener de 1 a 32 letras minúsculas, números, - o _' })
    .default('principal'),
  CROSS_DB_DATABASES: z
    .string()
    .regex(
      /^[a-z0-9_-]{1,32}=postgres(ql)?:\/\/[^,|]+(\|https?:\/\/[^,|]+)?(,[a-z0-9_-]{1,32}=postgres(ql)?:\/\/[^,|]+(\|https?:\/\/[^,|]+)?)*$/,
      {
        error: 'debe ser nombre=postgres://…[|https://web], separados por comas',
      },
    )
    .optional(),
  SOFTWARE_S3_BUCKET: z.string().min(3).max(63).optional(),
  SOFTWARE_S3_REGION: z.string().min(1).default('us-east-1'),
  SOFTWARE_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'debe ser una URL http:// o https://' }).optional(),
  SOFTWARE_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  SOFTWARE_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  TWO_FACTOR_KEY: twoFactorKey.optional(),
  TWO_FACTOR_KEY_PREVIOUS: z
    .string()
    .regex(/^[A-Za-z0-9_=+/-]+(,[A-Za-z0-9_=+/-]+)*$/, { error: 'debe ser una lista de claves separadas por comas' })
    .optional(),
  POLLA_LOOKUP_CEDULAS_PER_ADDRESS: count(1, 100).default(5),
  POLLA_LOOKUPS_PER_CEDULA: count(1, 1000).default(10),
  POLLA_LOOKUP_WINDOW_MINUTES: count(1, 1440).default(10),
  PUSH_STREAMS_PER_USER: count(1, 100).default(5),
  PUSH_STREAMS_PER_PROCESS: count(1, 100_000).default(2_000),
  EXPORTS_AT_ONCE_PER_USER: count(1, 50).default(3),
  EXPORTS_PER_MINUTE_PER_USER: count(1, 1000).default(20),
  IMAGE_MAX_BYTES: count(1024, IMAGE_MAX_BYTES).default(IMAGE_MAX_BYTES),
  APK_MAX_BYTES: count(1024, APK_MAX_BYTES).default(APK_MAX_BYTES),
  TICKET_CHECK_FAILURES_PER_ADDRESS: count(1, 1000).default(10),
  TICKET_CHECK_WINDOW_MINUTES: count(1, 1440).default(10),
  TICKET_COPY_WEBHOOK_URL: z.url({ protocol: /^https?$/, error: 'debe ser una URL http:// o https://' }).optional(),
  TICKET_COPY_WEBHOOK_TOKEN: z.string().min(1).optional(),
  TICKET_COPY_CHANNELS: z
    .string()
    .regex(/^(SMS|WHATSAPP)(,(SMS|WHATSAPP))*$/, { error: 'debe ser SMS, WHATSAPP o ambos separados por coma' })
    .default('SMS,WHATSAPP'),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'debe ser una URL http:// o https://' }).optional(),
  METRICS_TOKEN: z.string().min(16, { error: 'debe tener al menos 16 caracteres' }).optional(),
});

export interface Config {
  port: number;
  host: string;
  /** Null means the embedded database in `dataDir`. */
  databaseUrl: string | null;
  /**
   * Where the notification bell LISTENs: a direct connection to PostgreSQL when `databaseUrl` goes
   * through a pooler in transaction mode (LISTEN needs a session); `databaseUrl` otherwise.
   */
  listenDatabaseUrl: string | null;
  /**
   * A streaming replica the reports, dashboards and their files read from while it is at most
   * `maxLagSeconds` behind (ADR 056); null: every read goes to `databaseUrl`.
   */
  reports: { url: string; maxLagSeconds: number } | null;
  dataDir: string;
  /** Folder of the disk storage of uploaded images. */
  uploadsDir: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  seedDemo: 'auto' | 'always' | 'never';
  /** Whether the demo data comes with its 60 past days of sales (browser tests and bench:sell go without). */
  demoHistory: boolean;
  /**
   * How often the living demo sells a ticket from a demo taquilla and results and awards the
   * draws due (the local results provider); null when it is off (the default with DATABASE_URL).
   */
  demoLive: { intervalMs: number } | null;
  logLevel: string;
  corsOrigins: string[];
  /**
   * Whose X-Forwarded-For to believe: nobody (false), every hop (true: a client can then name its
   * own address unless the proxy replaces the header), or the proxies' addresses (IP or CIDR list).
   */
  trustProxy: boolean | string;
  bodyLimitBytes: number;
  defaultTimezone: string;
  /** Null when there is no web build to serve. */
  webDist: string | null;
  dbPoolMax: number;
  /** Sale batches written at the same time (ADR 029); about the database's cores. */
  saleWriters: number;
  /** Whether the OpenAPI document and its browser are served at /api/docs (off in production by default). */
  apiDocs: boolean;
  /** How often the sales rollups are folded (ADR 042); 0 turns the folder off. */
  rollupFoldIntervalMs: number;
  /** How often the risk thresholds are checked against the exposure (ADR 058); 0 turns the watch off. */
  riskWatchIntervalMs: number;
  anomalyWatchIntervalMs: number;
  /**
   * How often this process looks for a due scheduled job (ADR 055; a job due sooner is looked for
   * at its own pace); 0: this process runs no scheduled job.
   */
  jobsPollMs: number;
  /** The external results provider; null means the local deterministic one. */
  resultsProvider: { url: string; token: string | null; timeoutMs: number } | null;
  /** This database's name: access tokens name it, and are refused by another database's API (ADR 049). */
  dbName: string;
  /** The operator's other databases a user may link and switch to; empty turns the feature off. */
  crossDb: { name: string; url: string; webUrl: string | null }[];
  /** The bucket of the terminals' APKs; null keeps them on disk under `uploadsDir` (ADR 049). */
  softwareS3: { bucket: string; region: string; endpoint: string; accessKeyId: string; secretAccessKey: string } | null;
  /**
   * The keys of the second factors' secrets (ADR 048): `current` seals, `previous` still open
   * what they sealed until `npm run two-factor:rekey` moves it to the current one.
   */
  twoFactorKeys: { current: Buffer; previous: readonly Buffer[] };
  /** The public polla search: distinct cédulas one address may look up, and lookups of one cédula, per window. */
  pollaLookup: { cedulasPerAddress: number; lookupsPerCedula: number; windowMs: number };
  /** Open push streams (the notifications bell) per user and in this process. */
  pushStreams: { perUser: number; perProcess: number };
  /** Exports being written at once per user, and started per minute per user. */
  exports: { atOncePerUser: number; perMinutePerUser: number };
  /** The largest uploaded image (payment and cash evidence, logos) and terminal software (APK), in bytes. */
  uploads: { imageMaxBytes: number; apkMaxBytes: number };
  /** The public ticket check: wrong serial/code pairs one address may try per window before it waits. */
  ticketCheck: { failuresPerAddress: number; windowMs: number };
  /**
   * Sending a ticket's digital copy: off (null) unless a provider's webhook is configured; the
   * link in the text starts with `publicUrl`, or the address the seller's browser used.
   */
  ticketCopy: { webhookUrl: string; token: string | null; channels: ('SMS' | 'WHATSAPP')[] } | null;
  publicUrl: string | null;
  /** The bearer `GET /metrics` answers to (Prometheus' text format); null: the route answers 404. */
  metricsToken: string | null;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Configuración no válida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR);
  const databaseUrl = e.DATABASE_URL ?? null;
  const webDist = path.resolve(REPO_ROOT, e.WEB_DIST);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl,
    listenDatabaseUrl: databaseUrl && (e.LISTEN_DATABASE_URL ?? databaseUrl),
    reports: reportsOf(e, databaseUrl),
    dataDir,
    uploadsDir: e.UPLOADS_DIR ? path.resolve(REPO_ROOT, e.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    jwtSecret: e.JWT_SECRET ?? embeddedJwtSecret(databaseUrl, dataDir),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_MINUTES * 60,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    seedDemo: e.SEED_DEMO,
    demoHistory: e.DEMO_HISTORY,
    demoLive:
      (e.DEMO_LIVE ?? (databaseUrl === null && e.SEED_DEMO !== 'never'))
        ? { intervalMs: e.DEMO_LIVE_INTERVAL_MS }
        : null,
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    defaultTimezone: e.DEFAULT_TIMEZONE,
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : null,
    dbPoolMax: e.DB_POOL_MAX,
    saleWriters: e.SALE_WRITERS,
    rollupFoldIntervalMs: e.ROLLUP_FOLD_INTERVAL_MS,
    riskWatchIntervalMs: e.RISK_WATCH_INTERVAL_MS,
    anomalyWatchIntervalMs: e.ANOMALY_WATCH_INTERVAL_MS,
    jobsPollMs: e.JOBS_POLL_MS,
    apiDocs: (e.API_DOCS ?? (env.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    resultsProvider: e.RESULTS_PROVIDER_URL
      ? {
          url: e.RESULTS_PROVIDER_URL,
          token: e.RESULTS_PROVIDER_TOKEN ?? null,
          timeoutMs: e.RESULTS_PROVIDER_TIMEOUT_MS,
        }
      : null,
    softwareS3: softwareS3Of(e),
    dbName: e.DB_NAME,
    twoFactorKeys: {
      current: keyBytesOf(e.TWO_FACTOR_KEY ?? embeddedTwoFactorKey(databaseUrl, dataDir))!,
      previous: (e.TWO_FACTOR_KEY_PREVIOUS ?? '').split(',').filter(Boolean).map(previousKeyOf),
    },
    pollaLookup: {
      cedulasPerAddress: e.POLLA_LOOKUP_CEDULAS_PER_ADDRESS,
      lookupsPerCedula: e.POLLA_LOOKUPS_PER_CEDULA,
      windowMs: e.POLLA_LOOKUP_WINDOW_MINUTES * 60_000,
    },
    pushStreams: { perUser: e.PUSH_STREAMS_PER_USER, perProcess: e.PUSH_STREAMS_PER_PROCESS },
    exports: { atOncePerUser: e.EXPORTS_AT_ONCE_PER_USER, perMinutePerUser: e.EXPORTS_PER_MINUTE_PER_USER },
    uploads: { imageMaxBytes: e.IMAGE_MAX_BYTES, apkMaxBytes: e.APK_MAX_BYTES },
    ticketCheck: {
      failuresPerAddress: e.TICKET_CHECK_FAILURES_PER_ADDRESS,
      windowMs: e.TICKET_CHECK_WINDOW_MINUTES * 60_000,
    },
    ticketCopy: e.TICKET_COPY_WEBHOOK_URL
      ? {
          webhookUrl: e.TICKET_COPY_WEBHOOK_URL,
          token: e.TICKET_COPY_WEBHOOK_TOKEN ?? null,
          channels: e.TICKET_COPY_CHANNELS.split(',') as ('SMS' | 'WHATSAPP')[],
        }
      : null,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, '') ?? null,
    metricsToken: e.METRICS_TOKEN ?? null,
    crossDb: (e.CROSS_DB_DATABASES ?? '')
      .split(',')
      .filter(Boolean)
      .map((entry) => {
        const [name, rest] = [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)];
        const [url, webUrl] = rest.split('|');
        return { name, url: url!, webUrl: webUrl ?? null };
      })
      .filter((database) => database.name !== e.DB_NAME),
  };
}

function reportsOf(e: z.infer<typeof ZEnv>, databaseUrl: string | null): Config['reports'] {
  if (!e.REPORTS_DATABASE_URL) return null;
  if (!databaseUrl)
    throw new ConfigError(
      'Configuración no válida:\n  - REPORTS_DATABASE_URL: necesita DATABASE_URL (la réplica es de ese PostgreSQL)',
    );
  return { url: e.REPORTS_DATABASE_URL, maxLagSeconds: e.REPORTS_MAX_LAG_SECONDS };
}

function softwareS3Of(e: z.infer<typeof ZEnv>): Config['softwareS3'] {
  if (!e.SOFTWARE_S3_BUCKET) return null;
  if (!e.SOFTWARE_S3_ACCESS_KEY_ID || !e.SOFTWARE_S3_SECRET_ACCESS_KEY)
    throw new ConfigError(
      'Configuración no válida:\n  - SOFTWARE_S3_ACCESS_KEY_ID y SOFTWARE_S3_SECRET_ACCESS_KEY: son obligatorias con SOFTWARE_S3_BUCKET',
    );
  return {
    bucket: e.SOFTWARE_S3_BUCKET,
    region: e.SOFTWARE_S3_REGION,
    endpoint: e.SOFTWARE_S3_ENDPOINT ?? `https://s3.${e.SOFTWARE_S3_REGION}.amazonaws.com`,
    accessKeyId: e.SOFTWARE_S3_ACCESS_KEY_ID,
    secretAccessKey: e.SOFTWARE_S3_SECRET_ACCESS_KEY,
  };
}

/** With the embedded database, a secret is generated once and kept beside the data. */
function embeddedJwtSecret(databaseUrl: string | null, dataDir: string): string {
  if (databaseUrl)
    throw new ConfigError('Configuración no válida:\n  - JWT_SECRET: es obligatorio cuando se usa DATABASE_URL');
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The second factors' key with the embedded database: generated once and kept beside the data, like the JWT secret. */
function embeddedTwoFactorKey(databaseUrl: string | null, dataDir: string): string {
  if (databaseUrl)
    throw new ConfigError(
      'Configuración no válida:\n  - TWO_FACTOR_KEY: es obligatoria cuando se usa DATABASE_URL (genere una con openssl rand -hex 32)',
    );
  const file = path.join(dataDir, 'two-factor-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/** A key's 32 bytes from its hexadecimal or base64url text; null when it is neither. */
export function keyBytesOf(text: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  const bytes = /^[A-Za-z0-9_-]{43}=?$/.test(text) ? Buffer.from(text, 'base64url') : null;
  return bytes?.length === 32 ? bytes : null;
}

function previousKeyOf(text: string): Buffer {
  const bytes = keyBytesOf(text);
  if (!bytes)
    throw new ConfigError(
      'Configuración no válida:\n  - TWO_FACTOR_KEY_PREVIOUS: cada clave debe tener 32 bytes (64 dígitos hexadecimales o 43 caracteres base64url)',
    );
  return bytes;
}

function trustProxyOf(value: string): boolean | string {
  if (['true', '1'].includes(value)) return true;
  if (['false', '0'].includes(value)) return false;
  return value;
}
