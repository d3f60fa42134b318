/** The part of zod's global configuration (zod v4 core `config()`) the storefront sets. */
interface ZodGlobalConfig {
  jitless?: boolean;
}

/**
 * Makes every zod schema created afterwards use the interpreted parser (`jitless`), without loading
 * zod: zod v4 keeps its global configuration on `globalThis.__zod_globalConfig` and adopts an object
 * already there, so zod stays out of the first load (issue 16) while the schemas loaded later on
 * demand still see the setting. The CSP (@ironmark/config/security) has no 'unsafe-eval'; zod's object
 * parser otherwise probes `new Function` when a schema is created, and the blocked probe is reported as
 * a Content Security Policy issue. A test proves zod/mini's `config()` reads the setting.
 */
export function configureJitlessZod(): void {
  const host = globalThis as typeof globalThis & { __zod_globalConfig?: ZodGlobalConfig };
  host.__zod_globalConfig ??= {};
  host.__zod_globalConfig.jitless = true;
}
