import { getChannel, isLanguageOnlyLocale } from './channels';

/** Outcome of {@link layerVisibility}: whether the layer shows, and the best include and exclude scores. */
export interface LayerVisibility {
  visible: boolean;
  /** Highest score among the matching include entries (0 when none matches). */
  include: number;
  /** Highest score among the matching exclude (`!`) entries (0 when none matches). */
  exclude: number;
}

/** Scores of a matching rule entry (spec §5); the highest matching score of each side counts. */
export const LAYER_RULE_SCORES = { exact: 10, regionWildcard: 5, global: 3, wildcard: 1 } as const;

/** The keyword that matches language-only locales such as 'en'. */
export const GLOBAL_KEYWORD = 'global';

function scoreEntry(
  pattern: string,
  locale: string,
  region: string | undefined,
  languageOnly: boolean,
): number {
  if (pattern === locale) return LAYER_RULE_SCORES.exact;
  if (pattern === '*') return LAYER_RULE_SCORES.wildcard;
  if (pattern === GLOBAL_KEYWORD) return languageOnly ? LAYER_RULE_SCORES.global : 0;
  if (pattern.startsWith('*-') && region !== undefined && !languageOnly) {
    return pattern.slice(2) === region ? LAYER_RULE_SCORES.regionWildcard : 0;
  }
  return 0;
}

/**
 * Decides whether a content layer shows on a page of `locale` from the layer's channel rule text
 * (spec §5 'Channel visibility rule text').
 *
 * Grammar (whitespace anywhere is ignored, matching is case-insensitive):
 * ```
 * rule    = "" | entry *( "," entry )
 * entry   = [ "!" ] pattern          ; "!" turns the entry into an exclusion
 * pattern = locale                   ; exact locale, e.g. "en-us" or "en"    → score 10
 *         | "*-" region              ; any channel of a sales region, "*-eu" → score 5
 *         | "global"                 ; language-only locales such as "en"   → score 3
 *         | "*"                      ; every locale                          → score 1
 * ```
 * The region of a locale is its channel's `region` (na, eu, apac, me); unknown locales and
 * language-only locales never match a `*-region` entry. Each side keeps its highest matching
 * score; the layer is visible when the include score is above 0 and at least the exclude score.
 * An empty (or blank, or missing) rule shows the layer everywhere.
 *
 * Examples with 'en-us, *-eu, !de-de, global, *':
 * - 'en-us' → include 10, exclude 0 → visible
 * - 'sv-se' → include 5 ('*-eu'), exclude 0 → visible
 * - 'de-de' → include 5, exclude 10 → hidden
 * - 'en' → include 3 ('global'), exclude 0 → visible
 * - 'en-au' → include 1 ('*') → visible
 *
 * And: '!*-eu, sv-se' shows on sv-se only among EU channels (10 ≥ 5); '*-eu, !*-eu' shows in the
 * EU (a tie favours showing); '!en-us' alone hides everywhere (no include score).
 */
export function layerVisibility(ruleText: string | null | undefined, locale: string): LayerVisibility {
  const entries = (ruleText ?? '')
    .replace(/\s+/g, '')
    .toLowerCase()
    .split(',')
    .filter((entry) => entry !== '' && entry !== '!');
  if (entries.length === 0) return { visible: true, include: 0, exclude: 0 };

  const normalisedLocale = locale.replace(/\s+/g, '').toLowerCase();
  const languageOnly = isLanguageOnlyLocale(normalisedLocale);
  const region = getChannel(normalisedLocale)?.region;
  let include = 0;
  let exclude = 0;
  for (const entry of entries) {
    const excluded = entry.startsWith('!');
    const score = scoreEntry(excluded ? entry.slice(1) : entry, normalisedLocale, region, languageOnly);
    if (excluded) exclude = Math.max(exclude, score);
    else include = Math.max(include, score);
  }
  return { visible: include > 0 && include >= exclude, include, exclude };
}
