/**
 * @ironmark/commerce — the isomorphic commerce API contract (zod schemas and inferred types), the
 * fetch helpers with the response handling of spec §8, and the error-to-notification mapping.
 * React bindings live in `@ironmark/commerce/react`, the reference backend in `@ironmark/commerce/server`.
 */

export * from './bar-comparison';
export * from './browser-session';
export * from './catalogue-view';
export * from './checkout-page';
export * from './checkout-rules';
export * from './checkout-storage';
export * from './checkout-store';
export * from './contract';
export * from './errors';
export * from './fetch';
export * from './idempotency-key';
export * from './issue-messages';
export * from './list-share';
export * from './notification';
export * from './quote-payload';
export * from './quote-request';
export * from './server/checkout/contract';
export * from './structured-data';
export * from './text-fallback';
export * from './variant-info';
