import type { CertificationLogo, NavigationLink } from '@ironmark/navigation';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../shell/cn';
import { Link } from '../shell/link';
import { CertificationSeal } from './certification-logo';
import { type DesignAward, DesignAwardLogo, defaultDesignAward } from './design-award-logo';
import { Wordmark } from './logo';
import { SOCIAL_NETWORKS, SocialIcon, type SocialNetwork, socialNetworkNames } from './social-icons';

/** One of the footer's three link groups. */
export interface FooterLinkGroup {
  title: string;
  links: readonly NavigationLink[];
}

/** The footer's newsletter block: heading and text (its button is the `newsletterAction` island). */
export interface FooterNewsletter {
  title: string;
  description: string;
}

/** Texts of the footer. */
export interface FooterLabels {
  /** Name of the footer's link navigation. */
  navigation: string;
  /** Name of the social links list. */
  social: string;
  /** Copyright line; `{year}` and `{brand}` are filled in. */
  copyright: string;
  /** Name of the logo link. */
  home: string;
  /** Name of the certification logos list. */
  certifications: string;
}

/** English defaults of {@link FooterLabels}. */
export const defaultFooterLabels: FooterLabels = {
  navigation: 'Footer',
  social: 'Follow Ironmark',
  copyright: '© {year} {brand}. All rights reserved.',
  home: 'Ironmark home',
  certifications: 'Certified by',
};

export interface FooterProps extends Omit<ComponentProps<'footer'>, 'children'> {
  /** The three link groups (spec §2). */
  groups: readonly FooterLinkGroup[];
  /** Heading, text and button label of the newsletter sign-up block. */
  newsletter: FooterNewsletter;
  /** The newsletter block's button: a client island such as ui's `NewsletterSignup`. */
  newsletterAction: ReactNode;
  /** URL per network; a network shows only when its URL is set (spec §2). */
  social: Partial<Record<SocialNetwork, string | null>>;
  /** Colour theme (spec §2). Default 'dark'. */
  theme?: 'dark' | 'light';
  /** Brand name in the copyright line. Default 'Ironmark'. */
  brand?: string;
  /** Year of the copyright line. Default: the current year. */
  year?: number;
  /** Federation seals shown in the bottom row (IWF, IPF, WPPO); none by default. */
  certificationLogos?: readonly CertificationLogo[];
  /** The design award shown as a logo without a link (spec §1); `null` hides it. Default: the brand's award. */
  designAward?: DesignAward | null;
  /** Target of the wordmark link; default '/'. */
  homeHref?: string;
  /** Texts of the footer; English defaults ({@link defaultFooterLabels}). */
  labels?: Partial<FooterLabels>;
}

/**
 * The site footer (spec §2): three link groups, the newsletter block with its button, social icons
 * for the networks that have a URL, certification logos, and the copyright with the current year;
 * dark or light theme. A server component: only `newsletterAction` runs in the browser.
 */
export function Footer({
  groups,
  newsletter,
  newsletterAction,
  social,
  theme = 'dark',
  brand = 'Ironmark',
  year = new Date().getFullYear(),
  certificationLogos = [],
  designAward = defaultDesignAward,
  homeHref = '/',
  labels: labelOverrides,
  className,
  ...props
}: FooterProps) {
  const labels = { ...defaultFooterLabels, ...labelOverrides };
  const networks = SOCIAL_NETWORKS.filter((network) => Boolean(social[network]?.trim()));
  return (
    <footer
      data-slot="footer"
      data-theme={theme === 'dark' ? 'dark' : undefined}
      className={cn('bg-paper px-4 pt-16 pb-8 text-ink desk:px-8', className)}
      {...props}
    >
      <div className="mx-auto grid max-w-7xl gap-12 desk:grid-cols-[2fr_3fr]">
        <section aria-labelledby="footer-newsletter" className="flex flex-col items-start gap-4">
          <Link href={homeHref} aria-label={labels.home} className="inline-flex min-h-11 items-center">
            <Wordmark />
          </Link>
          <h2 id="footer-newsletter" className="font-display text-2xl font-medium tracking-wide uppercase">
            {newsletter.title}
          </h2>
          <p className="max-w-sm text-muted">{newsletter.description}</p>
          {newsletterAction}
        </section>
        <nav aria-label={labels.navigation} className="grid gap-8 sm:grid-cols-3">
          {groups.map((group) => (
            <div key={group.title}>
              <h2 className="font-display text-sm tracking-widest text-muted uppercase">{group.title}</h2>
              <ul className="mt-3 flex flex-col">
                {group.links.map((link) => (
                  <li key={link.url}>
                    <Link
                      href={link.url}
                      aria-label={link.ariaLabel}
                      className="inline-flex min-h-11 items-center underline-offset-4 hover:text-accent hover:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="mx-auto mt-12 flex max-w-7xl flex-col gap-6 border-t border-line pt-6 desk:flex-row desk:items-center desk:justify-between">
        <p className="tabular text-sm text-muted">
          {labels.copyright.replace('{year}', String(year)).replace('{brand}', brand)}
        </p>
        {certificationLogos.length > 0 && (
          <ul aria-label={labels.certifications} className="flex gap-2">
            {certificationLogos.map((logo) => (
              <li key={logo.value}>
                <CertificationSeal logo={logo} />
              </li>
            ))}
          </ul>
        )}
        {designAward && <DesignAwardLogo award={designAward} />}
        {networks.length > 0 && (
          <ul aria-label={labels.social} className="flex gap-1">
            {networks.map((network) => (
              <li key={network}>
                <Link
                  href={social[network] as string}
                  aria-label={socialNetworkNames[network]}
                  data-network={network}
                  className="inline-flex size-11 items-center justify-center rounded-xs hover:text-accent"
                >
                  <SocialIcon network={network} className="size-5" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </footer>
  );
}
