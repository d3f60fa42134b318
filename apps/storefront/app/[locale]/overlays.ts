// The page-load overlays site-shell.tsx loads lazily, re-exported by name so their chunk holds these
// three and not the rest of ui's consent entry: a dynamic import of the entry itself loaded the
// newsletter overlay too, with react-hook-form and its schema (38 kB), on every first visit.
export {
  CookieConsentDialog,
  CountryLanguageSelector,
  CountryMismatchNotification,
} from '@ironmark/ui/consent';
