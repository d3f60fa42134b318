import { config } from 'zod/mini';

// Runs in the browser before the app's modules are evaluated. The CSP (@ironmark/config/security) has no
// 'unsafe-eval'; zod's object parser otherwise probes `new Function` when a schema is created, and the
// blocked probe is reported as a Content Security Policy issue (DevTools Issues panel, Lighthouse
// best practices). The payloads validated in the browser are small: the interpreted parser is enough.
config({ jitless: true });
