import { configureJitlessZod } from './lib/zod-config';

// Runs in the browser before the app's modules are evaluated. The CSP (@ironmark/config/security) has no
// 'unsafe-eval': zod must not probe `new Function` when a schema is created. The payloads validated in
// the browser are small: the interpreted parser is enough. Set without importing zod, which loads later,
// on demand (issue 16).
configureJitlessZod();
