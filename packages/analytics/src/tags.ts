import { COOKIE_CONSENT_KEY } from '@ironmark/config';
import { type ConsentState, consentModeDefault, consentModeUpdate } from './consent';
import { AnalyticsError, AnalyticsErrorCode } from './errors';
import { isCurrencyCode, normaliseCurrency } from './money';

// No zod here: the storefront's tag loader runs this module in the browser. The id rules are plain
// patterns that `containerIdSchema` and `affiliateIdSchema` (./schemas) check with zod as well.

/** Origin of Google Tag Manager's scripts and noscript frame. */
export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The rule of a tag-manager container id: `GTM-` then uppercase letters and digits (same rule as
 * @ironmark/config env). Checked by {@link assertContainerId} and by `containerIdSchema`.
 */
export const CONTAINER_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

/**
 * The rule of an affiliate tracker id: letters, digits, `_` and `-` (same rule as @ironmark/config
 * env). Checked by {@link affiliateLoaderUrl} and by `affiliateIdSchema`.
 */
export const AFFILIATE_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/**
 * Returns the id when it is a valid container id; otherwise throws an {@link AnalyticsError} with
 * code `INVALID_CONTAINER_ID`. Every tag-manager helper checks its id with it, because the id ends
 * up inside a script and URLs.
 */
export function assertContainerId(containerId: string): string {
  // The typeof check keeps zod's rejection of non-strings from untyped callers.
  if (typeof containerId !== 'string' || !CONTAINER_ID_PATTERN.test(containerId)) {
    throw new AnalyticsError(
      AnalyticsErrorCode.invalidContainerId,
      'Tag-manager container id must look like GTM-XXXXXXX',
      { value: containerId },
    );
  }
  return containerId;
}

/** URL of the tag-manager script for a container (`https://www.googletagmanager.com/gtm.js?id=GTM-…`). Throws on an invalid id. */
export function tagManagerScriptUrl(containerId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${assertContainerId(containerId)}`;
}

/** URL of the tag-manager `<noscript>` iframe for a container (`…/ns.html?id=GTM-…`). Throws on an invalid id. */
export function tagManagerNoscriptUrl(containerId: string): string {
  return `${TAG_MANAGER_ORIGIN}/ns.html?id=${assertContainerId(containerId)}`;
}

/** Options of {@link tagManagerSnippet}. */
export interface TagManagerSnippetOptions {
  /** Currency pushed as `{ currency }` (uppercase; default USD, spec §7). */
  currency?: string;
  /**
   * Whether the snippet also inserts the tag-manager script (default `true`). Pass `false` when the
   * page loads {@link tagManagerScriptUrl} itself, after the snippet.
   */
  loadScript?: boolean;
  /**
   * Whether the snippet pushes the consent-mode default and the stored choice itself (default
   * `true`). Pass `false` when the page already ran {@link consentBootstrapSnippet} before it: a
   * second default would reset a returning visitor's choice to denied.
   */
  consent?: boolean;
}

// JSON embedded in an inline script: escape what could close the script element or break JS parsing.
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// Consent-mode default, then the stored choice (`w` is window; `w.gtag` exists).
function consentLines(): string[] {
  return [
    `w.gtag("consent","default",${scriptJson(consentModeDefault())});`,
    'var c=null;',
    `try{c=JSON.parse(w.localStorage.getItem(${scriptJson(COOKIE_CONSENT_KEY)})||"null");}catch(e){c=null;}`,
    // Mirrors parseStoredConsent: ad and analytics storage must agree, anything else stays on the default.
    'if(c&&c.ad_storage==="granted"&&c.analytics_storage==="granted"){',
    `w.gtag("consent","update",${scriptJson(consentModeUpdate('all'))});`,
    '}else if(c&&c.ad_storage==="denied"&&c.analytics_storage==="denied"){',
    `w.gtag("consent","update",${scriptJson(consentModeUpdate('necessary'))});`,
    '}',
  ];
}

/**
 * The inline script every page runs first, before any tag (Consent Mode v2, spec §4 'denied is the
 * default before a choice'): creates `window.dataLayer` and `gtag`, pushes the consent-mode default
 * ({@link consentModeDefault}, all denied) and, for a returning visitor whose choice is stored under
 * `cookie_consent`, its update straight away. It loads nothing; with it in the page, build the
 * tag-manager bootstrap with `tagManagerSnippet(id, { consent: false })`. Safe inside `<script>`.
 */
export function consentBootstrapSnippet(): string {
  return [
    '(function(w){',
    'w.dataLayer=w.dataLayer||[];',
    'w.gtag=w.gtag||function(){w.dataLayer.push(arguments);};',
    ...consentLines(),
    '})(window);',
  ].join('\n');
}

/**
 * The inline bootstrap script of the tag manager, to run once per page after it is interactive
 * (spec §7), before or instead of loading the container script. In order it: creates
 * `window.dataLayer` and a global `gtag`; pushes the consent-mode default ({@link consentModeDefault});
 * when a choice is stored under `cookie_consent`, pushes its update straight away (so a returning
 * visitor's tags never wait on React); pushes `{ currency }` and the `gtm.js` start event; and, unless
 * `loadScript` is false, inserts the container script (carrying the page's CSP nonce when there is one).
 * The container id is validated (throws `INVALID_CONTAINER_ID`); every embedded value is JSON with
 * `<`, `>` and `&` escaped, so the string is safe inside `<script>`.
 */
export function tagManagerSnippet(containerId: string, options: TagManagerSnippetOptions = {}): string {
  const id = assertContainerId(containerId);
  const currency = normaliseCurrency(
    options.currency !== undefined && isCurrencyCode(options.currency) ? options.currency : null,
  );
  const load = options.loadScript ?? true;
  const lines = [
    '(function(w,d){',
    'w.dataLayer=w.dataLayer||[];',
    'w.gtag=w.gtag||function(){w.dataLayer.push(arguments);};',
    ...(options.consent === false ? [] : consentLines()),
    `w.dataLayer.push({currency:${scriptJson(currency)}});`,
    'w.dataLayer.push({"gtm.start":new Date().getTime(),event:"gtm.js"});',
    ...(load
      ? [
          'var j=d.createElement("script"),f=d.getElementsByTagName("script")[0],n=d.querySelector("[nonce]");',
          `j.async=true;j.src=${scriptJson(tagManagerScriptUrl(id))};`,
          'if(n){j.setAttribute("nonce",n.nonce||n.getAttribute("nonce"));}',
          'if(f&&f.parentNode){f.parentNode.insertBefore(j,f);}else{d.head.appendChild(j);}',
        ]
      : []),
    '})(window,document);',
  ];
  return lines.join('\n');
}

/**
 * Default URL pattern of the affiliate loader; `{id}` is replaced by the tracker id. The spec names
 * no affiliate network: this is Awin's MasterTag pattern (`https://www.dwin1.com/{id}.js`); pass
 * another pattern for another network.
 */
export const AFFILIATE_LOADER_URL_PATTERN = 'https://www.dwin1.com/{id}.js';

/**
 * URL of the affiliate-tracking loader script (spec §7) for a tracker id. The id is validated
 * (throws `INVALID_AFFILIATE_ID`) and URL-encoded; `pattern` must be an https URL containing `{id}`
 * (else throws `INVALID_AFFILIATE_PATTERN`).
 */
export function affiliateLoaderUrl(
  affiliateId: string,
  pattern: string = AFFILIATE_LOADER_URL_PATTERN,
): string {
  if (typeof affiliateId !== 'string' || !AFFILIATE_ID_PATTERN.test(affiliateId)) {
    throw new AnalyticsError(
      AnalyticsErrorCode.invalidAffiliateId,
      'Affiliate id must be letters, digits, _ or -',
      {
        value: affiliateId,
      },
    );
  }
  let url: URL | null = null;
  try {
    url = pattern.includes('{id}') ? new URL(pattern.replace('{id}', encodeURIComponent(affiliateId))) : null;
  } catch {
    url = null;
  }
  if (url === null || url.protocol !== 'https:') {
    throw new AnalyticsError(
      AnalyticsErrorCode.invalidAffiliatePattern,
      'Affiliate loader pattern must be an https URL containing {id}',
      { value: pattern },
    );
  }
  return url.toString();
}

/** Consent mode flavour: 'advanced' loads the tag manager with denied defaults; 'basic' waits for consent. */
export type ConsentModeKind = 'advanced' | 'basic';

/** Which scripts a page may load. */
export interface TagLoadDecision {
  /** The tag-manager bootstrap, script and noscript frame. */
  tagManager: boolean;
  /** The affiliate-tracking loader. */
  affiliate: boolean;
}

/**
 * Which scripts may load under a consent state. The tag manager runs Google consent mode, so in
 * 'advanced' mode (default) it loads in every state with denied defaults and its tags honour the
 * signals; in 'basic' mode it loads only after 'all'. The affiliate loader sets tracking cookies and
 * knows nothing of consent mode, so it loads only after 'all'.
 */
export function shouldLoadTags(consent: ConsentState, mode: ConsentModeKind = 'advanced'): TagLoadDecision {
  switch (consent) {
    case 'all':
      return { tagManager: true, affiliate: true };
    case 'necessary':
    case 'undecided':
      return { tagManager: mode === 'advanced', affiliate: false };
    default:
      return consent satisfies never;
  }
}
