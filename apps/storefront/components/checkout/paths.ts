/**
 * Whether a pathname is a checkout page (`/{locale}/checkout` or below, e.g. the confirmation). The
 * shell uses it to leave out the two lazily loaded overlay panels on checkout pages (spec §2).
 */
export function isCheckoutPath(pathname: string | null | undefined): boolean {
  return /^\/[a-z]{2}(?:-[a-z]{2})?\/checkout(?:\/|$)/i.test(pathname ?? '');
}
