export {
  type AnnouncementPlacement,
  type AnnouncementRotation,
  type AnnouncementRotationOptions,
  type AnnouncementState,
  announcementInterval,
  createAnnouncementRotation,
} from './announcement';
export { categoryTrail, type LinkedCategory, subcategoryLinks } from './category-links';
export { type Clock, systemClock, type TimerHandle } from './clock';
export {
  type CmsNavigation,
  type CmsNavigationItem,
  cmsNavigationSchema,
  NAVIGATION_TRANSFORM_ERROR,
  toNavigation,
} from './cms';
export { type HashScroll, type HashScrollOptions, type HashScrollResult, scrollToHash } from './hash-scroll';
export { isCheckoutPath, localiseNavigation, localiseUrl } from './localise';
export {
  childNodeId,
  createMenuDriver,
  initialMenuState,
  type MenuDismissReason,
  type MenuDriver,
  type MenuDriverOptions,
  type MenuEvent,
  type MenuInteraction,
  type MenuListener,
  type MenuNodeId,
  type MenuState,
  type MenuStatus,
  menuReducer,
  menuStatus,
  nodePath,
  parentNodeId,
  ROOT_NODE,
  rootNodeId,
} from './menu-machine';
export {
  type Announcement,
  type AnnouncementMessage,
  announcementMessages,
  CERTIFICATION_VALUES,
  type CertificationLogo,
  type CertificationValue,
  type CompactNavigationItem,
  compactNavigationItems,
  defaultAnnouncement,
  defaultNavigationConfig,
  expandNavigationItems,
  type MenuLink,
  menuDepth,
  menuLinks,
  menuOutline,
  NAVIGATION_ICONS,
  type NavigationConfig,
  type NavigationFeature,
  type NavigationIcon,
  type NavigationItem,
  type NavigationLink,
  type NavigationSet,
  navigationItem,
  normaliseMenuUrl,
  type TopBar,
} from './model';
export {
  itemAtNode,
  LEAF_PANEL_MIN_DEPTH,
  type MenuPanel,
  menuBreadcrumb,
  menuPanel,
  visibleMenuPanels,
} from './panels';
// The schemas (zod) for server code and tests; browser code uses the types and helpers above only.
export {
  announcementMessageSchema,
  announcementSchema,
  certificationLogoSchema,
  navigationConfigSchema,
  navigationFeatureSchema,
  navigationItemSchema,
  navigationLinkSchema,
  navigationSetSchema,
  topBarSchema,
} from './schemas';
export {
  certificationLogoFor,
  certificationLogoSource,
  certificationLogos,
  staticMenu,
  staticMenuPaths,
} from './static-menu';
