/** Codes of the failures cart-core reports; each has its own Error subclass. */
export const CART_ERROR_CODES = {
  invalidQuantity: 'INVALID_QUANTITY',
  duplicateBuild: 'DUPLICATE_BUILD',
  missingProvider: 'MISSING_PROVIDER',
} as const;

/** One of {@link CART_ERROR_CODES}. */
export type CartErrorCode = (typeof CART_ERROR_CODES)[keyof typeof CART_ERROR_CODES];

/** Base class of every error cart-core throws: carries a stable `code` and the context of the failure. */
export class CartCoreError extends Error {
  override name = 'CartCoreError';
  readonly code: CartErrorCode;
  readonly context: Readonly<Record<string, unknown>>;

  /** Creates an error with a `code`, a human-readable `message`, optional `context` and `cause`. */
  constructor(
    code: CartErrorCode,
    message: string,
    options: { context?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.context = options.context ?? {};
  }
}

/** Thrown when a list operation gets a quantity that is not a whole number above 0. */
export class InvalidQuantityError extends CartCoreError {
  override name = 'InvalidQuantityError';
  /** `quantity` is the rejected value; `code` the product code it was meant for. */
  constructor(code: string, quantity: number) {
    super(CART_ERROR_CODES.invalidQuantity, `Quantity must be a whole number above 0, got ${quantity}`, {
      context: { productCode: code, quantity },
    });
  }
}

/** The spec §8 text of a refused duplicate build. */
export const DUPLICATE_BUILD_MESSAGE = 'Build already exists, please make changes to add a new build';

/** Thrown by `addBuild` when a build with the same configurator and configuration exists (spec §5, §8). */
export class DuplicateBuildError extends CartCoreError {
  override name = 'DuplicateBuildError';
  /** `existingCode` is the code of the build that already has this configuration. */
  constructor(existingCode: string) {
    super(CART_ERROR_CODES.duplicateBuild, DUPLICATE_BUILD_MESSAGE, { context: { existingCode } });
  }
}

/** Thrown by `useCartStore` when it is called outside a `CartStoreProvider`. */
export class MissingCartProviderError extends CartCoreError {
  override name = 'MissingCartProviderError';
  /** Takes no arguments; the message names the provider to add. */
  constructor() {
    super(CART_ERROR_CODES.missingProvider, 'useCartStore must be used within a CartStoreProvider');
  }
}
