/**
 * @ironmark/commerce — the isomorphic commerce API contract (zod schemas and inferred types), the
 * fetch helpers with the response handling of spec §8, and the error-to-notification mapping.
 * React bindings live in `@ironmark/commerce/react`, the reference backend in `@ironmark/commerce/server`.
 * The schema modules (contract, wire, checkout wire contract, *-schema) are re-exported here for
 * servers and tests; the modules browser code uses import no zod and load those schemas on demand.
 */

export * from './bar-comparison';
export * from './browser-session';
export * from './catalogue-view';
export * from './checkout-codes';
export * from './checkout-page';
export * from './checkout-rules';
export * from './checkout-storage';
export * from './checkout-storage-schema';
export * from './checkout-store';
export * from './contract';
export * from './errors';
export * from './fetch';
export * from './form-messages';
export * from './idempotency-key';
export * from './issue-messages';
export * from './list-share';
export * from './notification';
export * from './quote-payload';
export * from './quote-payload-schema';
export * from './quote-request';
export * from './server/checkout/contract';
export * from './structured-data';
export * from './text-fallback';
export * from './variant-info';
