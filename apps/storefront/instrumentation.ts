/** Runs once when a server instance starts: a bad environment value stops start-up with its name. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { env } = await import('@ironmark/config/env');
    env();
  }
}
