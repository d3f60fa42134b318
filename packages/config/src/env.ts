import { z } from 'zod';

const optionalUrl = z.url().optional();
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * Every environment variable the system reads. Defaults select the embedded services:
 * PGlite in `DATA_DIR`, local content files, the in-process search engine, an outbox table for
 * e-mail and in-memory rate limits. Setting a service URL switches to the real service.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Public base URL of the site; page addresses and canonical links are built on it. */
    SITE_URL: z.url().default('http://localhost:3000'),
    /** Brand name used in titles (' | {brand}'), e-mails and PDFs. */
    BRAND_NAME: z.string().min(1).default('Ironmark'),
    /** Folder of the embedded PGlite database (ignored when DATABASE_URL is set). */
    DATA_DIR: z.string().min(1).default('.data'),
    /** PostgreSQL connection string; unset ⇒ embedded PGlite. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    /** Redis connection string for rate limits and sessions shared by instances; unset ⇒ in memory. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    /** Strapi base URL; unset ⇒ local content files. */
    CMS_URL: optionalUrl,
    /** Strapi API token (server only). */
    CMS_TOKEN: z.string().min(1).optional(),
    /** Hosted Elastic App Search base URL; unset ⇒ the embedded engine served by the storefront. */
    SEARCH_URL: optionalUrl,
    /** Search key for App Search (hosted or the embedded protocol routes when set). */
    SEARCH_KEY: z.string().min(1).optional(),
    /** Environment part of the engine name: `{SEARCH_ENV}-{name}`. */
    SEARCH_ENV: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'lower-case letters, digits and dashes only')
      .default('prod'),
    /** SMTP URL for the sales-staff e-mails; unset ⇒ outbox table plus a log line. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** Address of the sales staff (Strength Experts) that receives quotes and shared lists. */
    SALES_EMAIL: z.email().default('experts@ironmark.example'),
    /** Tag-manager container id (GTM-XXXX); unset ⇒ no tag manager. */
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX')
      .optional(),
    /** Affiliate tracker id; unset ⇒ no affiliate loader. */
    AFFILIATE_ID: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/)
      .optional(),
    /** Secret that lets content editors enter preview mode. */
    PREVIEW_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
    /** Request header carrying the visitor's country (set by the deployment's edge). */
    GEO_COUNTRY_HEADER: z.string().min(1).default('x-vercel-ip-country'),
    /**
     * How many reverse proxies stand in front of the server (default 0: clients connect directly).
     * 0 ⇒ rate limits key on the connection's peer address and the origin check reads `Host`;
     * n ⇒ the client is the address n places from the right of `X-Forwarded-For` (plus the peer) and
     * `X-Forwarded-Host` names the shop's host. Set it to exactly the number of proxies that append to
     * X-Forwarded-For: too high lets clients pick their own address, too low limits the proxy itself.
     */
    TRUSTED_PROXY_HOPS: z.coerce
      .number()
      .int('must be a whole number of proxies')
      .min(0, 'must be 0 or more')
      .max(10, 'must be at most 10')
      .default(0),
    /**
     * Checkout session inactivity expiry in ms (default 1 800 000 = 30 minutes; the spec leaves the
     * length open). Between 1 s and 24 h; end-to-end tests set a few seconds to reach the expiry.
     */
    CHECKOUT_SESSION_TTL_MS: z.coerce
      .number()
      .int('must be a whole number of milliseconds')
      .min(1000, 'must be at least 1000 ms')
      .max(86_400_000, 'must be at most 24 hours')
      .default(1_800_000),
    /** Extra origins allowed to call state-changing API routes (comma separated). */
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      ),
  })
  .transform((env) => ({ ...env, SITE_URL: env.SITE_URL.replace(/\/+$/, '') }));

/** The parsed, typed environment. */
export type Env = z.output<typeof envSchema>;

/** Raised at start-up when an environment variable has a bad value; the message names it. */
export class EnvError extends Error {
  readonly code = 'ENV_INVALID';
  constructor(
    message: string,
    readonly variables: string[],
  ) {
    super(message);
    this.name = 'EnvError';
  }
}

/**
 * Parses an environment record (default `process.env`). Blank values count as unset.
 * Throws {@link EnvError} naming every bad variable, e.g. `Invalid environment: SITE_URL: Invalid URL`.
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, emptyToUndefined(value)]),
  );
  const result = envSchema.safeParse(cleaned);
  if (result.success) return result.data;
  const variables = [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '?')))];
  const detail = result.error.issues
    .map((issue) => `${String(issue.path[0] ?? '?')}: ${issue.message}`)
    .join('; ');
  throw new EnvError(`Invalid environment: ${detail}`, variables);
}

let cached: Env | undefined;

/** The process environment, parsed once and cached. Server code reads configuration only through this. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

/** Forgets the cached environment (tests). */
export function resetEnvCache(): void {
  cached = undefined;
}
