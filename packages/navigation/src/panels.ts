import { type MenuNodeId, nodePath, parentNodeId, ROOT_NODE } from './menu-machine';
import type { NavigationFeature, NavigationItem, NavigationLink } from './model';

/** Depth at and beyond which a panel without grandchildren is a leaf panel shown beside its parent (spec §2). */
export const LEAF_PANEL_MIN_DEPTH = 3;

/**
 * What one panel of the mega menu shows. Depth: the root panel (`'root'`) is 1, a primary item's
 * panel (`root-N`) 2, its child's panel (`root-N-M`) 3, and so on.
 */
export interface MenuPanel {
  node: MenuNodeId;
  depth: number;
  /** The item whose children this panel lists; `null` for the root panel. */
  item: NavigationItem | null;
  /** Heading: the item's label ('' for the root panel). */
  title: string;
  /** The links of the panel: the item's children, or the primary items on the root panel. */
  items: NavigationItem[];
  /** `'grid'` (2 columns of thumbnail links) for an item flagged `displayVisual`, else `'list'`. */
  layout: 'grid' | 'list';
  columns: 1 | 2;
  /** Depth ≥ 3 and none of its items has children: shown with its parent panel alongside. */
  isLeaf: boolean;
  /** Where the back button goes: the parent node; `null` on the root panel (no back button). */
  back: MenuNodeId | null;
  /** The top-level (primary item) panel shows the certification logos (spec §2). */
  showCertificationLogos: boolean;
  /** The root panel has the country/language button (spec §2). */
  showCountryButton: boolean;
  feature?: NavigationFeature;
  /** The grey section of extra links. */
  extra: NavigationLink[];
  bgImageUrl?: string;
}

/** The item a node names (`root-1-2` → `primary[1].children[2]`); `undefined` for the root or an unknown node. */
export function itemAtNode(primary: readonly NavigationItem[], node: MenuNodeId): NavigationItem | undefined {
  const path = nodePath(node);
  if (!path || path.length === 0) return undefined;
  let items: readonly NavigationItem[] = primary;
  let item: NavigationItem | undefined;
  for (const index of path) {
    item = items[index];
    if (!item) return undefined;
    items = item.children;
  }
  return item;
}

/** The panel a node shows, or `null` when the node does not exist in `primary`. */
export function menuPanel(primary: readonly NavigationItem[], node: MenuNodeId): MenuPanel | null {
  const path = nodePath(node);
  if (!path) return null;
  const depth = path.length + 1;
  const item = depth === 1 ? null : itemAtNode(primary, node);
  if (depth > 1 && !item) return null;
  const items = item ? item.children : [...primary];
  const visual = item?.displayVisual ?? false;
  return {
    node,
    depth,
    item: item ?? null,
    title: item?.label ?? '',
    items,
    layout: visual ? 'grid' : 'list',
    columns: visual ? 2 : 1,
    isLeaf: depth >= LEAF_PANEL_MIN_DEPTH && items.every((child) => child.children.length === 0),
    back: parentNodeId(node),
    showCertificationLogos: depth === 2,
    showCountryButton: node === ROOT_NODE,
    ...(item?.feature ? { feature: item.feature } : {}),
    extra: item?.extra ?? [],
    ...(item?.bgImageUrl ? { bgImageUrl: item.bgImageUrl } : {}),
  };
}

/** The panels from the root panel down to `node`, in order (the breadcrumb); `[]` for an unknown node. */
export function menuBreadcrumb(primary: readonly NavigationItem[], node: MenuNodeId): MenuPanel[] {
  const trail: MenuPanel[] = [];
  for (let current: MenuNodeId | null = node; current !== null; current = parentNodeId(current)) {
    const panel = menuPanel(primary, current);
    if (!panel) return [];
    trail.unshift(panel);
  }
  return trail;
}

/**
 * The panels on screen for `node`: the current panel, preceded by its parent when it is a leaf
 * panel (depth ≥ 3, no grandchildren — spec §2); `[]` when the menu is closed or the node unknown.
 */
export function visibleMenuPanels(primary: readonly NavigationItem[], node: MenuNodeId | null): MenuPanel[] {
  if (node === null) return [];
  const panel = menuPanel(primary, node);
  if (!panel) return [];
  if (!panel.isLeaf || panel.back === null) return [panel];
  const parent = menuPanel(primary, panel.back);
  return parent ? [parent, panel] : [panel];
}
