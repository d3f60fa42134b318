import { consentBootstrapSnippet, tagManagerNoscriptUrl } from '@ironmark/analytics';
import { formatMessage, getChannel, languageOf, locales, precompileMessages } from '@ironmark/channel';
import { env } from '@ironmark/config/env';
import { localiseNavigation, localiseUrl, menuOutline } from '@ironmark/navigation';
import { Footer, footerTexts, SiteHeader, siteHeaderTexts } from '@ironmark/ui/navigation';
import { IconSprite } from '@ironmark/ui/shell';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { NewsletterSignup } from '../../components/newsletter-signup';
import { TagLoader } from '../../components/tag-loader';
import { pickMessages } from '../../lib/client-messages';
import { getContent } from '../../lib/server/content';
import { condensed, grotesk } from '../fonts';
import { Providers } from './providers';
import { SiteShell } from './site-shell';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

// The CMS names the five networks by kind (spec §2); the footer draws each with its brand icon.
const socialIcon = {
  'photo-sharing': 'instagram',
  'professional-network': 'linkedin',
  'social-network': 'facebook',
  'video-sharing': 'youtube',
  microblog: 'x',
} as const;

/** BCP 47 tag for <html lang>: 'sv-se' ⇒ 'sv-SE', 'en' ⇒ 'en'. */
function htmlLang(locale: string): string {
  const [language, country] = locale.split('-');
  return country ? `${language}-${country.toUpperCase()}` : (language ?? 'en');
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  const channel = getChannel(locale) ?? notFound();
  const content = getContent();
  const [navigation, footer, translations, draft] = await Promise.all([
    content.getNavigation(locale),
    content.getFooter(locale),
    content.getTranslations(languageOf(locale)),
    draftMode(),
  ]);
  const messages = { ...translations.fallback, ...translations.messages };
  const t = (key: string, args?: readonly (string | number)[]) =>
    formatMessage(messages[key] ?? key, args, locale);
  const { BRAND_NAME, GTM_ID, AFFILIATE_ID } = env();
  const shellMessages = pickMessages(messages, ['shell']);
  const localisedNavigation = menuOutline(localiseNavigation(navigation, locale));
  // spec §2: the footer renders on the server; its newsletter button is the one client island in it.
  const siteFooter = footer && (
    <Footer
      groups={footer.groups.map((group) => ({
        title: group.title,
        links: group.links.map((link) => ({ ...link, url: localiseUrl(link.url, locale) })),
      }))}
      newsletter={footer.newsletter}
      newsletterAction={<NewsletterSignup buttonLabel={footer.newsletter.buttonLabel} />}
      social={Object.fromEntries(footer.socialLinks.map((entry) => [socialIcon[entry.network], entry.url]))}
      theme={footer.theme}
      brand={BRAND_NAME}
      certificationLogos={localisedNavigation.config.certificationLogos}
      homeHref={`/${locale}`}
      labels={footerTexts(t)}
    />
  );
  const prefix = `/${locale}`;
  // spec §2: the header renders on the server too; its islands (menu, badges, country button) take the
  // page's client state from SiteShell.
  const siteHeader = (
    <SiteHeader
      navigation={localisedNavigation}
      country={channel.country}
      countryLabel={`${channel.name} · ${channel.language.toUpperCase()}`}
      searchHref={`${prefix}/search`}
      quoteListHref={`${prefix}/my-list`}
      cartHref={`${prefix}/cart`}
      homeHref={prefix}
      hideCart={!channel.onlineShopping}
      labels={siteHeaderTexts(t)}
    />
  );
  return (
    <html lang={htmlLang(locale)} className={`${grotesk.variable} ${condensed.variable}`}>
      <body className="bg-paper font-sans text-ink antialiased">
        {/* Consent Mode v2: the all-denied default and a returning visitor's choice, before any tag. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script from @ironmark/analytics */}
        <script dangerouslySetInnerHTML={{ __html: consentBootstrapSnippet() }} />
        {GTM_ID && (
          <noscript>
            <iframe
              title="Tag manager"
              src={tagManagerNoscriptUrl(GTM_ID)}
              height="0"
              width="0"
              style={{ display: 'none', visibility: 'hidden' }}
            />
          </noscript>
        )}
        {/* The icons every product card repeats, once per page (ui SpriteIcon). */}
        <IconSprite />
        {/* The browser bundle has no ICU parser (next.config.ts): ICU messages go pre-parsed. */}
        <Providers
          channel={channel}
          locale={locale}
          messages={shellMessages}
          parsed={precompileMessages(shellMessages)}
        >
          <SiteShell header={siteHeader} footer={siteFooter} preview={draft.isEnabled}>
            {children}
          </SiteShell>
          <TagLoader gtmId={GTM_ID} affiliateId={AFFILIATE_ID} currency={channel.currency} />
        </Providers>
      </body>
    </html>
  );
}
