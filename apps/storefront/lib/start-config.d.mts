/** The environment variable through which Next's server takes an already resolved configuration. */
export const RESOLVED_CONFIG_ENV: '__NEXT_PRIVATE_STANDALONE_CONFIG';

/**
 * The build's resolved configuration (.next/required-server-files.json) as the text to hand Next, or
 * undefined when the build wrote none or resolved a shared cache other than the one `env` asks for.
 */
export function resolvedStartConfig(
  appDir: string,
  env?: Record<string, string | undefined>,
): string | undefined;
