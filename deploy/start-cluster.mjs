// `pnpm start:cluster`: INSTANCES storefront instances (default 2) on PORT+1… behind nginx on PORT
// (default 8080), all on the PostgreSQL of DATABASE_URL and the Redis of REDIS_URL. Builds first
// (the root script runs `pnpm build`). Ctrl-C stops every process it started.
import { startStorefront } from '../apps/storefront/bench/lib/server.mjs';
import { enableKeyspaceEvents, SHARED_VARIABLES, startNginx } from './cluster.mjs';

const instances = Number(process.env.INSTANCES ?? 2);
const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(instances) || instances < 1) throw new Error('INSTANCES must be a whole number ≥ 1');
for (const name of ['DATABASE_URL', 'REDIS_URL']) {
  if (!process.env[name]) {
    console.error(
      `start:cluster needs ${name}: several instances share one PostgreSQL (DATABASE_URL) and one Redis (REDIS_URL). For one instance, run \`pnpm start\`.`,
    );
    process.exit(1);
  }
}
await enableKeyspaceEvents(process.env.REDIS_URL);
// The instances share one Next cache in Redis (apps/storefront/lib/shared-cache.mjs).
process.env.NEXT_CACHE ??= 'redis';
const origin = process.env.SITE_URL ?? `http://127.0.0.1:${port}`;
const shared = Object.fromEntries(
  SHARED_VARIABLES.filter((name) => process.env[name] !== undefined).map((name) => [name, process.env[name]]),
);
const started = [];
const stopAll = async () => {
  await Promise.all([...started.map((server) => server.stop()), nginx?.stop()]);
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
let nginx;
for (let index = 1; index <= instances; index += 1) {
  const server = await startStorefront({
    port: port + index,
    env: { TRUSTED_PROXY_HOPS: '1', WHOLE_RESPONSES: '1', ...shared, SITE_URL: origin },
    timeoutMs: 180_000,
  });
  started.push(server);
  console.log(`[cluster] instance ${index} on ${server.origin} (pid ${server.pgid})`);
}
nginx = await startNginx({
  port,
  upstreams: started.map((server) => `127.0.0.1:${server.port}`),
  workers: 2,
});
console.log(
  `[cluster] nginx on ${nginx.origin} in front of ${instances} instances (files in ${nginx.dir}); Ctrl-C stops all`,
);
