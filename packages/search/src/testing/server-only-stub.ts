// Test stand-in for the 'server-only' marker package (see vitest.config.ts).
export {};
