'use client';

import {
  type CertificationLogo,
  childNodeId,
  type MenuEvent,
  type MenuInteraction,
  type MenuPanel,
  type MenuState,
  menuStatus,
  type NavigationItem,
  visibleMenuPanels,
} from '@ironmark/navigation';
import { ArrowLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import {
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Flag } from '../consent/flag';
import { Image } from '../media/image';
import { cn } from '../shell/cn';
import { useReturnFocus } from '../shell/dialog';
import { Link } from '../shell/link';
import { fadeClasses, slideClasses } from '../shell/motion-styles';
import { CertificationSeal } from './certification-logo';

/** Texts of the mega menu. */
export interface MegaMenuLabels {
  /** Title of the drawer and heading of the root panel. */
  menu: string;
  /** Back button; `{0}` is the parent panel's title. */
  backTo: string;
  close: string;
  /** 'View all' link to the panel item's own page; `{0}` is its label. */
  viewAll: string;
  /** Name of the certification logos list. */
  certifications: string;
  /** Name of the country/language button on the root panel. */
  chooseCountry: string;
  /** Name of the grey extra-links section. */
  moreLinks: string;
}

/** English defaults of {@link MegaMenuLabels}. */
export const defaultMegaMenuLabels: MegaMenuLabels = {
  menu: 'Menu',
  backTo: 'Back to {0}',
  close: 'Close menu',
  viewAll: 'View all {0}',
  certifications: 'Certified by',
  chooseCountry: 'Choose country and language',
  moreLinks: 'More links',
};

// spec §9: menu images at 80, the higher of the menu's two qualities (thumbnails are small, detail shows).
const MENU_IMAGE_QUALITY = 80;
const fill = (template: string, value: string) => template.replace('{0}', value);

export interface MegaMenuProps extends Omit<ComponentProps<typeof Dialog.Content>, 'children' | 'dir'> {
  /** Primary items (node `root-N` is `primary[N]`). */
  primary: readonly NavigationItem[];
  /** Logos of the top-level panels (spec §2). Default none. */
  certificationLogos?: readonly CertificationLogo[];
  /** The menu machine's state (`useMenu` of @ironmark/navigation/react). */
  state: MenuState;
  /** Sends events to the menu machine. */
  dispatch: (event: MenuEvent) => void;
  /** ISO country of the current channel, drawn as a flag on the root panel's country button. */
  country: string;
  /** Current country / language shown on that button, e.g. 'United States · English'. */
  countryLabel: string;
  /** Opens the country and language chooser. */
  onChooseCountry: () => void;
  /** Texts of the menu's controls; English defaults ({@link defaultMegaMenuLabels}). */
  labels?: Partial<MegaMenuLabels>;
}

// A menu item's classes: one class per property for each of its three looks (`cn` does not merge).
const itemClass =
  'flex w-full cursor-pointer gap-3 rounded-xs text-left font-display font-medium tracking-wide uppercase';
/** An item of a grid panel: thumbnail above its label. */
const gridItemClass =
  'min-h-11 flex-col items-start justify-start p-0 text-sm hover:bg-transparent hover:text-accent';
/** An item of a list panel, label and chevron on one line. */
const listItemClass = 'items-center justify-between px-3 py-2 text-base hover:bg-ink/5';
/** A list item over its background image: taller, white text. */
const imageItemClass = 'relative isolate min-h-20 overflow-hidden text-white hover:text-white';

function isAncestor(ancestor: string, node: string) {
  return node.startsWith(`${ancestor}-`);
}

/** Focusable items of a panel in document order. */
function panelItems(panel: Element | null): HTMLElement[] {
  return panel ? [...panel.querySelectorAll<HTMLElement>('[data-menu-item]')] : [];
}

/**
 * The mega-menu drawer (spec §2/§4) on Radix Dialog, driven by @ironmark/navigation's menu machine:
 * nested panels to 3 levels with back buttons, certification logos on top-level panels, the country
 * button on the root panel, feature image with call to action, grey extra links, per-item background
 * images that clear when they fail to load, a 2-column thumbnail grid for visual items, and a leaf
 * panel shown beside its parent. Keyboard: ↑/↓/Home/End move, → or Enter opens a panel, ← goes
 * back, Escape closes; focus moves into each opened panel and back to the item that opened it.
 */
export function MegaMenu({
  primary,
  certificationLogos = [],
  state,
  dispatch,
  country,
  countryLabel,
  onChooseCountry,
  labels: labelOverrides,
  className,
  id,
  ...props
}: MegaMenuProps) {
  const labels = { ...defaultMegaMenuLabels, ...labelOverrides };
  const status = menuStatus(state);
  const panels = visibleMenuPanels(primary, state.node);
  const contentRef = useRef<HTMLDivElement>(null);
  const direction = useRef<'forward' | 'back'>('forward');
  const returnFocus = useReturnFocus(status === 'open');
  const [failedImages, setFailedImages] = useState<ReadonlySet<string>>(() => new Set());

  // spec §8: a background image that fails to load is cleared.
  const clearImage = useCallback((url: string) => {
    setFailedImages((failed) => (failed.has(url) ? failed : new Set([...failed, url])));
  }, []);

  const focusPanel = useCallback((node: string, from: string | null) => {
    const root = contentRef.current;
    if (!root) return;
    const panel = root.querySelector(`[data-node="${node}"]`);
    const opener = from ? panel?.querySelector<HTMLElement>(`[data-child-node="${from}"]`) : null;
    (opener ?? panelItems(panel ?? null)[0])?.focus();
  }, []);

  const node = state.node;
  const focusFrom = useRef<string | null>(null);

  useEffect(() => {
    if (node === null) {
      direction.current = 'forward';
      focusFrom.current = null;
      return;
    }
    if (status !== 'open') return;
    // Focus follows the panel change: into the new panel, or back onto the item that led to the old one.
    focusPanel(node, focusFrom.current);
    focusFrom.current = null;
  }, [node, status, focusPanel]);

  const navigate = (target: string, via: MenuInteraction) => {
    const back = node !== null && isAncestor(target, node);
    direction.current = back ? 'back' : 'forward';
    // The item of the target panel that leads towards the panel being left.
    focusFrom.current = back && node ? `${target}-${node.slice(target.length + 1).split('-')[0]}` : null;
    dispatch({ type: 'navigate', node: target, via });
  };
  const via = (event: MouseEvent): MenuInteraction => (event.detail === 0 ? 'keyboard' : 'mouse');

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const panelElement = target.closest('[data-node]');
    if (!panelElement) return;
    const items = panelItems(panelElement);
    const index = items.indexOf(target);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index < 0 ? items.length - 1 : index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(items.length - 1);
      case 'ArrowRight': {
        const child = target.dataset.childNode;
        if (child) {
          event.preventDefault();
          navigate(child, 'keyboard');
        }
        return;
      }
      case 'ArrowLeft': {
        const back = panelElement.getAttribute('data-back');
        if (back) {
          event.preventDefault();
          navigate(back, 'keyboard');
        }
        return;
      }
      default:
        return;
    }
  };

  const titleOf = (panel: MenuPanel) => panel.title || labels.menu;
  const parentTitle = (panel: MenuPanel) => {
    if (panel.back === null) return labels.menu;
    const parent = visibleMenuPanels(primary, panel.back)[0];
    return parent && parent.node === panel.back ? titleOf(parent) : labels.menu;
  };

  return (
    <Dialog.Root
      open={status === 'open'}
      onOpenChange={(open) => {
        if (!open) dispatch({ type: 'close' });
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay
          data-slot="mega-menu-overlay"
          className={cn('fixed inset-0 z-drawer-overlay bg-grey-900/60', fadeClasses)}
          style={{ animationDuration: '500ms' }}
        />
        <Dialog.Content
          ref={contentRef}
          id={id}
          data-slot="mega-menu"
          aria-describedby={undefined}
          className={cn(
            'fixed inset-y-0 left-0 z-drawer flex w-full flex-col overflow-y-auto border-r border-line bg-paper text-ink',
            // spec §2 leaf panel beside its parent: only where there is room; a phone shows one panel.
            panels.length > 1 ? 'max-w-md desk:max-w-3xl' : 'max-w-md',
            slideClasses.left,
            className,
          )}
          style={{ animationDuration: '300ms' }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus();
            event.preventDefault();
            if (node) focusPanel(node, null);
          }}
          onEscapeKeyDown={() => dispatch({ type: 'dismiss', reason: 'escape', via: 'keyboard' })}
          onPointerDownOutside={() => dispatch({ type: 'dismiss', reason: 'backdrop', via: 'mouse' })}
          onKeyDown={onKeyDown}
          onClick={(event) => {
            // A followed link (click, or Enter on a focused link) leaves the menu: close it, which also
            // frees page scrolling, rather than leaving the drawer open over the next page.
            // A modified click (new tab or window) keeps the menu. The app's link component may have
            // cancelled the click to navigate on the client, so a cancelled click still closes.
            const link = (event.target as Element).closest('a[href]');
            const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
            if (link && !modified) dispatch({ type: 'close', via: via(event) });
          }}
          {...props}
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-2">
            <Dialog.Title className="font-display text-sm tracking-widest text-muted uppercase">
              {labels.menu}
            </Dialog.Title>
            <Dialog.Close
              aria-label={labels.close}
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-xs hover:bg-ink/10"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <div
            className={cn(
              'grid flex-1',
              panels.length > 1
                ? 'grid-cols-1 desk:grid-cols-2 desk:divide-x desk:divide-line'
                : 'grid-cols-1',
            )}
          >
            {panels.map((panel, position) => {
              const current = position === panels.length - 1;
              const headingId = `${id ?? 'mega-menu'}-${panel.node}-title`;
              return (
                <section
                  key={panel.node}
                  data-slot="menu-panel"
                  data-node={panel.node}
                  data-back={panel.back ?? undefined}
                  data-depth={panel.depth}
                  data-layout={panel.layout}
                  aria-labelledby={headingId}
                  className={cn(
                    'min-w-0 flex-col gap-4 p-4',
                    // On a phone only the current panel shows; its back button leads to the parent.
                    current ? 'flex' : 'hidden desk:flex',
                    current &&
                      '[animation-fill-mode:both] [animation-timing-function:cubic-bezier(0.16,1,0.3,1)]',
                    current &&
                      (direction.current === 'back'
                        ? '[animation-name:im-slide-in-left]'
                        : '[animation-name:im-slide-in-right]'),
                  )}
                  style={current ? { animationDuration: '300ms' } : undefined}
                >
                  {panel.back !== null && (
                    <button
                      type="button"
                      data-menu-item
                      className="inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-xs px-2 text-sm text-muted hover:text-ink"
                      onClick={(event) => navigate(panel.back as string, via(event))}
                    >
                      <ArrowLeft aria-hidden className="size-4" />
                      {fill(labels.backTo, parentTitle(panel))}
                    </button>
                  )}
                  <h2
                    id={headingId}
                    className="px-3 font-display text-2xl font-medium tracking-wide uppercase"
                  >
                    {titleOf(panel)}
                  </h2>
                  {panel.item?.url && (
                    <Link
                      href={panel.item.url}
                      data-menu-item
                      className="px-3 text-sm underline underline-offset-4 hover:text-accent min-h-11 inline-flex items-center"
                    >
                      {fill(labels.viewAll, panel.title)}
                    </Link>
                  )}
                  <PanelItems
                    panel={panel}
                    failedImages={failedImages}
                    onImageError={clearImage}
                    onOpen={(target, event) => navigate(target, via(event))}
                  />
                  {panel.feature && !failedImages.has(panel.feature.imageUrl) && (
                    <Link
                      href={panel.feature.clickUrl}
                      data-slot="menu-feature"
                      data-menu-item
                      className="group relative block overflow-hidden rounded-xs"
                    >
                      <Image
                        src={panel.feature.imageUrl}
                        alt={panel.feature.altText}
                        sizes="(min-width: 1280px) 25vw, 100vw"
                        quality={MENU_IMAGE_QUALITY}
                        className="aspect-[5/4] w-full bg-grey-100 object-cover"
                        onError={() => panel.feature && clearImage(panel.feature.imageUrl)}
                      />
                      <span className="mt-2 flex min-h-11 items-center gap-2 font-display text-sm tracking-wider uppercase group-hover:text-accent">
                        {panel.feature.ctaText}
                        <ChevronRight aria-hidden className="size-4" />
                      </span>
                    </Link>
                  )}
                  {panel.extra.length > 0 && (
                    <nav
                      aria-label={labels.moreLinks}
                      data-slot="menu-extra"
                      className="-mx-4 mt-auto bg-grey-100 px-4 py-3 text-grey-900"
                    >
                      <ul className="flex flex-col">
                        {panel.extra.map((link) => (
                          <li key={link.url}>
                            <Link
                              href={link.url}
                              data-menu-item
                              aria-label={link.ariaLabel}
                              className="inline-flex min-h-11 items-center px-3 text-sm hover:underline"
                            >
                              {link.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </nav>
                  )}
                  {panel.showCertificationLogos && certificationLogos.length > 0 && (
                    <div data-slot="menu-certifications" className="px-3">
                      <p id={`${headingId}-certs`} className="text-xs tracking-widest text-muted uppercase">
                        {labels.certifications}
                      </p>
                      <ul aria-labelledby={`${headingId}-certs`} className="mt-2 flex gap-3">
                        {certificationLogos.map((logo) => (
                          <li key={logo.value}>
                            <CertificationSeal logo={logo} data-menu-item />
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  {panel.showCountryButton && (
                    <button
                      type="button"
                      data-menu-item
                      aria-label={`${labels.chooseCountry}: ${countryLabel}`}
                      onClick={onChooseCountry}
                      className="mt-auto inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-xs border border-line px-3 text-sm hover:border-ink"
                    >
                      <Flag country={country} />
                      {countryLabel}
                    </button>
                  )}
                </section>
              );
            })}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PanelItems({
  panel,
  failedImages,
  onImageError,
  onOpen,
}: {
  panel: MenuPanel;
  failedImages: ReadonlySet<string>;
  onImageError: (url: string) => void;
  onOpen: (node: string, event: MouseEvent) => void;
}) {
  const grid = panel.layout === 'grid';
  return (
    <ul className={cn(grid ? 'grid grid-cols-2 gap-3' : 'flex flex-col')}>
      {panel.items.map((item, index) => {
        const child = childNodeId(panel.node, index);
        const opensPanel = item.children.length > 0;
        const image = grid ? item.thumbnailUrl : item.bgImageUrl;
        const showImage = image !== undefined && !failedImages.has(image);
        const content = (
          <>
            {showImage && (
              <Image
                src={image}
                alt=""
                sizes={grid ? '(min-width: 1280px) 10vw, 50vw' : '(min-width: 1280px) 25vw, 100vw'}
                quality={MENU_IMAGE_QUALITY}
                data-slot={grid ? 'menu-thumbnail' : 'menu-background'}
                onError={() => onImageError(image)}
                className={cn(
                  grid
                    ? 'aspect-square w-full rounded-xs bg-grey-100 object-cover'
                    : 'absolute inset-0 -z-10 size-full object-cover opacity-100',
                )}
              />
            )}
            {!grid && showImage && <span aria-hidden className="absolute inset-0 -z-10 bg-grey-900/55" />}
            <span className={cn(grid && 'text-sm', item.highlight && 'text-accent')}>{item.label}</span>
            {opensPanel && !grid && <ChevronRight aria-hidden className="size-4 shrink-0" />}
          </>
        );
        const className = cn(
          itemClass,
          grid ? gridItemClass : listItemClass,
          !grid && (showImage ? imageItemClass : 'min-h-11 hover:text-accent'),
        );
        return (
          <li key={item.id} data-background={!grid && showImage ? 'image' : undefined}>
            {opensPanel ? (
              <button
                type="button"
                data-menu-item
                data-child-node={child}
                aria-label={item.ariaLabel}
                className={className}
                onClick={(event) => onOpen(child, event)}
              >
                {content}
              </button>
            ) : (
              <Link href={item.url ?? '#'} data-menu-item aria-label={item.ariaLabel} className={className}>
                {content}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
