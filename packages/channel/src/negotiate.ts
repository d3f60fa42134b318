import { type ChannelCode, channels, defaultChannel, GLOBAL_LOCALE } from './channels';

/**
 * Picks the locale for a visitor who arrives without one (e.g. at `/`), from an `Accept-Language`
 * header: an exact channel match ('sv-SE' ⇒ 'sv-se') wins, then the first channel of the language
 * ('de' ⇒ 'de-de'; 'en' ⇒ the default channel), honouring q-values; anything else ⇒ the default
 * channel (en-us). The language-only global locale is never chosen automatically.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): ChannelCode {
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.tag && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);

  for (const { tag } of ranges) {
    const exact = channels.find((channel) => channel.code === tag);
    if (exact) return exact.code;
    const language = tag.split('-')[0];
    if (language === GLOBAL_LOCALE) return defaultChannel.code;
    const byLanguage = channels.find((channel) => channel.language === language && channel.onlineShopping);
    if (byLanguage) return byLanguage.code;
  }
  return defaultChannel.code;
}
