'use client';

import type { MenuNodeId, NavigationItem } from '@ironmark/navigation';
import { ClipboardList, Menu, Search, ShoppingBag } from 'lucide-react';
import type { ComponentProps, KeyboardEvent, MouseEvent } from 'react';
import { CountBadge } from '../shell/badge-count';
import { cn } from '../shell/cn';
import { Link } from '../shell/link';
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

/** Counts shown in the header badges (badges show above 0 — spec §2). */
export interface MainBarCounts {
  /** Cart quantity. */
  cart: number;
  /** Favourites quantity. */
  quoteList: number;
  /** Number of configurator builds; added to the quote-list badge (spec §2). */
  builds: number;
}

export interface MainBarProps extends Omit<ComponentProps<'header'>, 'children'> {
  /** Primary items; an item with children is a button opening its mega-menu panel. */
  primary: readonly NavigationItem[];
  /** Optional highlighted focus link (e.g. Outlet). */
  focus?: NavigationItem | null;
  /** Item counts shown on the My List and cart badges. */
  counts: MainBarCounts;
  /** The menu node currently open (marks its primary item expanded). */
  openNode?: MenuNodeId | null;
  /** Id of the mega-menu drawer, for `aria-controls`. */
  menuId?: string;
  /** A primary item with children was pressed (index 0-based) — dispatch `primaryClick`. */
  onPrimaryClick: (index: number, item: NavigationItem, event: MouseEvent<HTMLElement>) => void;
  /** The mobile menu button was pressed — open the root panel. */
  onMenuClick: () => void;
  /** Opens the search. */
  onSearchClick: () => void;
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
 * search, quote-list and cart buttons with count badges (builds counted in the quote-list badge).
 */
export function MainBar({
  primary,
  focus,
  counts,
  openNode = null,
  menuId,
  onPrimaryClick,
  onMenuClick,
  onSearchClick,
  quoteListHref = '/my-list',
  cartHref = '/cart',
  hideCart = false,
  homeHref = '/',
  labels: labelOverrides,
  className,
  ...props
}: MainBarProps) {
  const labels = { ...defaultMainBarLabels, ...labelOverrides };
  const quoteCount = counts.quoteList + counts.builds;
  const countName = (name: string, count: number) => (count > 0 ? `${name}, ${count} ${labels.items}` : name);
  return (
    <header
      data-slot="main-bar"
      className={cn(
        'relative z-nav flex h-navigation items-center gap-2 border-b border-line bg-paper px-2 text-ink desk:gap-6 desk:px-8',
        className,
      )}
      {...props}
    >
      <button
        type="button"
        className={cn(iconButton, 'desk:hidden')}
        aria-label={labels.menu}
        aria-haspopup="dialog"
        aria-expanded={openNode !== null}
        aria-controls={openNode !== null ? menuId : undefined}
        onClick={onMenuClick}
      >
        <Menu aria-hidden className="size-5" />
      </button>
      <Link href={homeHref} aria-label={labels.home} className="inline-flex min-h-11 items-center">
        <Wordmark />
      </Link>
      <nav aria-label={labels.navigation} className="hidden flex-1 desk:block">
        <ul className="flex items-center gap-1">
          {primary.map((item, index) => {
            const node = `root-${index}`;
            const expanded = openNode === node || (openNode?.startsWith(`${node}-`) ?? false);
            const itemClass = cn(
              'inline-flex min-h-11 cursor-pointer items-center px-3 font-display text-sm font-medium tracking-wider uppercase hover:text-accent',
              expanded && 'text-accent',
            );
            return (
              <li key={item.id}>
                {item.children.length > 0 && !item.url ? (
                  <button
                    type="button"
                    className={itemClass}
                    aria-expanded={expanded}
                    aria-haspopup="dialog"
                    aria-controls={expanded ? menuId : undefined}
                    aria-label={item.ariaLabel}
                    onClick={(event) => onPrimaryClick(index, item, event)}
                  >
                    {item.label}
                  </button>
                ) : (
                  // A real link: without JavaScript (and for crawlers) it leads to the item's page; with
                  // JavaScript an item with children opens its mega-menu panel instead (onPrimaryClick).
                  <Link
                    href={item.url ?? '#'}
                    className={itemClass}
                    aria-label={item.ariaLabel}
                    {...(item.children.length > 0
                      ? {
                          'aria-expanded': expanded,
                          'aria-haspopup': 'dialog' as const,
                          'aria-controls': expanded ? menuId : undefined,
                          // A disclosure answers Space as a button does.
                          onKeyDown: (event: KeyboardEvent<HTMLAnchorElement>) => {
                            if (event.key !== ' ') return;
                            event.preventDefault();
                            event.currentTarget.click();
                          },
                        }
                      : {})}
                    onClick={(event) => onPrimaryClick(index, item, event)}
                  >
                    {item.label}
                  </Link>
                )}
              </li>
            );
          })}
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
        <button type="button" className={iconButton} aria-label={labels.search} onClick={onSearchClick}>
          <Search aria-hidden className="size-5" />
        </button>
        <Link
          href={quoteListHref}
          className={iconButton}
          aria-label={countName(labels.quoteList, quoteCount)}
        >
          <ClipboardList aria-hidden className="size-5" />
          <CountBadge count={quoteCount} aria-hidden className="absolute top-0.5 right-0.5" />
        </Link>
        {!hideCart && (
          <Link href={cartHref} className={iconButton} aria-label={countName(labels.cart, counts.cart)}>
            <ShoppingBag aria-hidden className="size-5" />
            <CountBadge count={counts.cart} aria-hidden className="absolute top-0.5 right-0.5" />
          </Link>
        )}
      </div>
    </header>
  );
}
