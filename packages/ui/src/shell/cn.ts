import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names (strings, conditionals, arrays, objects) with `clsx`. It does not resolve
 * conflicting Tailwind utilities: with two utilities for one CSS property on one element, the order of
 * the generated CSS decides, not the order here. So a component picks exactly one class per property
 * (by condition), and a caller's `className` only adds properties the component leaves unset.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
