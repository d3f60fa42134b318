import type { ReactNode } from 'react';

/** The five social networks of spec §2: photo-sharing, professional network, social network, video-sharing, microblog. */
export const SOCIAL_NETWORKS = ['instagram', 'linkedin', 'facebook', 'youtube', 'x'] as const;

/** One of {@link SOCIAL_NETWORKS}. */
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** English names of the networks (link names). */
export const socialNetworkNames: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  youtube: 'YouTube',
  x: 'X',
};

// Simplified marks drawn inline (24×24, currentColor) so nothing is downloaded.
const glyphs: Record<SocialNetwork, ReactNode> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.5" cy="6.5" r="1.2" fill="currentColor" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" fill="currentColor" />
      <rect x="6.5" y="10" width="2.5" height="7.5" fill="var(--color-paper)" />
      <circle cx="7.75" cy="7.25" r="1.5" fill="var(--color-paper)" />
      <path
        d="M11 10h2.4v1.1c.5-.8 1.4-1.3 2.6-1.3 2 0 2.9 1.2 2.9 3.4v4.3h-2.5v-3.9c0-1-.4-1.6-1.3-1.6s-1.6.6-1.6 1.7v3.8H11z"
        fill="var(--color-paper)"
      />
    </>
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="9.5" fill="currentColor" />
      <path
        d="M13.2 21.4v-7h2.3l.4-2.7h-2.7V10c0-.8.3-1.3 1.4-1.3h1.4V6.3a18 18 0 0 0-2.1-.1c-2.1 0-3.5 1.3-3.5 3.6v1.9H8.1v2.7h2.3v7z"
        fill="var(--color-paper)"
      />
    </>
  ),
  youtube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" fill="currentColor" />
      <path d="M10 8.8v6.4l5.5-3.2z" fill="var(--color-paper)" />
    </>
  ),
  x: <path d="M4 4l16 16M20 4L4 20" stroke="currentColor" strokeWidth="2.4" strokeLinecap="square" />,
};

/** A decorative social network mark (pair it with the network's name on the link). */
export function SocialIcon({
  network,
  className,
}: {
  /** Which network's mark to draw. */
  network: SocialNetwork;
  /** Classes of the SVG (size and colour), e.g. 'size-5'. */
  className?: string;
}) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className={className}>
      {glyphs[network]}
    </svg>
  );
}
