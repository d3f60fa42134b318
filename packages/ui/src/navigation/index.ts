export type { Translate } from '../translate';
export {
  AnnouncementStrip,
  type AnnouncementStripLabels,
  type AnnouncementStripProps,
  defaultAnnouncementStripLabels,
} from './announcement-strip';
export { CertificationSeal } from './certification-logo';
export { type DesignAward, DesignAwardLogo, defaultDesignAward } from './design-award-logo';
export {
  defaultFooterLabels,
  Footer,
  type FooterLabels,
  type FooterLinkGroup,
  type FooterNewsletter,
  type FooterProps,
} from './footer';
export {
  CountLink,
  HeaderMenu,
  type HeaderMenuProps,
  type MainBarCounts,
  MenuToggle,
  PrimaryMenuItem,
  type PrimaryMenuItemProps,
  SiteHeaderActions,
  type SiteHeaderActionsProps,
  useSiteHeaderActions,
} from './header-islands';
export { Wordmark } from './logo';
export { defaultMainBarLabels, MainBar, type MainBarLabels, type MainBarProps } from './main-bar';
export { defaultMegaMenuLabels, MegaMenu, type MegaMenuLabels, type MegaMenuProps } from './mega-menu';
export { SiteHeader, type SiteHeaderProps } from './site-header';
export { SOCIAL_NETWORKS, SocialIcon, type SocialNetwork, socialNetworkNames } from './social-icons';
export { announcementStripTexts, footerTexts, mainBarTexts, megaMenuTexts, siteHeaderTexts } from './texts';
