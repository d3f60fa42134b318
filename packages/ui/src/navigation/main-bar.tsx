import type { NavigationItem } from '@ironmark/navigation';
import { ClipboardList, Menu, Search, ShoppingBag } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../shell/cn';
import { Link } from '../shell/link';
import { CountLink, MenuToggle, PrimaryMenuItem } from './header-islands';
import { Wordmark } from './logo';

/** Texts of the main bar. */
export interface MainBarLabels {
  navigation: string;
  home: string;
  menu: string;
  search: string;
  quoteList: string;
  cart: string;
  /** Appended to a count, e.g. '3 items'. */
  items: string;
}

/** English defaults of {@link MainBarLabels}. */
export const defaultMainBarLabels: MainBarLabels = {
  navigation: 'Main',
  home: 'Ironmark home',
  menu: 'Menu',
  search: 'Search',
  quoteList: 'My List',
  cart: 'Cart',
  items: 'items',
};

export interface MainBarProps extends Omit<ComponentProps<'header'>, 'children'> {
  /** Primary items; an item with children opens its mega-menu panel (inside a {@link HeaderMenu}). */
  primary: readonly NavigationItem[];
  /** Optional highlighted focus link (e.g. Outlet). */
  focus?: NavigationItem | null;
  /** Link of the search button. Default '/search'. */
  searchHref?: string;
  /** Link of the quote-list (My List) button. Default '/my-list'. */
  quoteListHref?: string;
  /** Link of the cart button. Default '/cart'. */
  cartHref?: string;
  /** Hide the cart (quote-only regions). Default false. */
  hideCart?: boolean;
  /** Logo link. Default '/'. */
  homeHref?: string;
  /** Texts of the bar's buttons and links; English defaults ({@link defaultMainBarLabels}). */
  labels?: Partial<MainBarLabels>;
}

const iconButton =
  'relative inline-flex size-11 cursor-pointer items-center justify-center rounded-xs text-ink hover:bg-ink/10';

/**
 * The main bar (spec §2): logo linking home, primary items, the highlighted focus link, and the
 * search, quote-list and cart links with count badges (builds counted in the quote-list badge).
 * It renders on the server: the menu button, the primary items that open a panel and the badges are
 * client islands, which take the menu state from a {@link HeaderMenu} and the counts from
 * {@link SiteHeaderActions} around them (none outside: no counts, and the items stay plain links).
 */
export function MainBar({
  primary,
  focus,
  searchHref = '/search',
  quoteListHref = '/my-list',
  cartHref = '/cart',
  hideCart = false,
  homeHref = '/',
  labels: labelOverrides,
  className,
  ...props
}: MainBarProps) {
  const labels = { ...defaultMainBarLabels, ...labelOverrides };
  const itemClass =
    'inline-flex min-h-11 cursor-pointer items-center px-3 font-display text-sm font-medium tracking-wider uppercase hover:text-accent';
  return (
    <header
      data-slot="main-bar"
      className={cn(
        'relative z-nav flex h-navigation items-center gap-2 border-b border-line bg-paper px-2 text-ink desk:gap-6 desk:px-8',
        className,
      )}
      {...props}
    >
      <MenuToggle className={cn(iconButton, 'desk:hidden')} label={labels.menu}>
        <Menu aria-hidden className="size-5" />
      </MenuToggle>
      <Link href={homeHref} aria-label={labels.home} className="inline-flex min-h-11 items-center">
        <Wordmark />
      </Link>
      <nav aria-label={labels.navigation} className="hidden flex-1 desk:block">
        <ul className="flex items-center gap-1">
          {primary.map((item, index) => (
            <li key={item.id}>
              {item.children.length > 0 ? (
                <PrimaryMenuItem
                  index={index}
                  item={{ label: item.label, url: item.url, ariaLabel: item.ariaLabel }}
                  className={itemClass}
                  expandedClassName="text-accent"
                />
              ) : (
                <Link href={item.url ?? '#'} className={itemClass} aria-label={item.ariaLabel}>
                  {item.label}
                </Link>
              )}
            </li>
          ))}
          {focus?.url && (
            <li>
              <Link
                href={focus.url}
                data-slot="focus-link"
                className="inline-flex min-h-11 items-center px-3 font-display text-sm font-medium tracking-wider text-accent uppercase underline-offset-4 hover:underline"
              >
                {focus.label}
              </Link>
            </li>
          )}
        </ul>
      </nav>
      <div className="ml-auto flex items-center gap-1">
        <Link href={searchHref} className={iconButton} aria-label={labels.search}>
          <Search aria-hidden className="size-5" />
        </Link>
        <CountLink
          kind="quoteList"
          href={quoteListHref}
          label={labels.quoteList}
          itemsLabel={labels.items}
          className={iconButton}
        >
          <ClipboardList aria-hidden className="size-5" />
        </CountLink>
        {!hideCart && (
          <CountLink
            kind="cart"
            href={cartHref}
            label={labels.cart}
            itemsLabel={labels.items}
            className={iconButton}
          >
            <ShoppingBag aria-hidden className="size-5" />
          </CountLink>
        )}
      </div>
    </header>
  );
}
