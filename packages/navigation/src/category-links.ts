import { localiseUrl } from './localise';

/** The fields of a catalogue category its links read. */
export interface LinkedCategory {
  path: string;
  label: string;
  /** The path of the category above; `null` at the top. */
  parent: string | null;
  /** The paths of the categories directly below, in menu order. */
  children: readonly string[];
}

/**
 * A category page's breadcrumb trail (spec §2): the categories from the top down to `category`, each
 * linked in `locale`. An ancestor missing from the catalogue ends the trail there.
 */
export function categoryTrail<C extends LinkedCategory>(
  category: C,
  getCategory: (path: string) => C | undefined,
  locale: string,
): { label: string; href: string }[] {
  const trail: { label: string; href: string }[] = [];
  for (let at: C | undefined = category; at; at = at.parent ? getCategory(at.parent) : undefined) {
    trail.unshift({ label: at.label, href: localiseUrl(at.path, locale) });
  }
  return trail;
}

/** The categories directly below `category` that the catalogue has, in menu order, as path and label. */
export function subcategoryLinks<C extends LinkedCategory>(
  category: C,
  getCategory: (path: string) => C | undefined,
): { path: string; label: string }[] {
  return category.children.flatMap((path) => {
    const child = getCategory(path);
    return child ? [{ path: child.path, label: child.label }] : [];
  });
}
