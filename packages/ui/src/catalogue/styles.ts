/** Class names of a text input: label above, hairline border, 44 px tall. */
export const fieldClass =
  'block min-h-11 w-full rounded-xs border border-line bg-surface px-3 text-base text-ink placeholder:text-muted aria-[invalid=true]:border-error';

/** Class names of a field label (above its field). */
export const labelClass = 'mb-1 block text-sm font-medium text-ink';

/** Class names of a field message (below its field, in the error colour). */
export const messageClass = 'mt-1 text-sm text-error';
