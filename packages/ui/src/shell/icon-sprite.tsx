'use client';

import { Heart, type LucideIcon, ShoppingBag } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * Icons drawn many times on one page (every product card's cart and My List buttons), kept once per
 * page as symbols: a category page drew 56 copies of their paths, 22 KB of its HTML.
 */
const spriteIcons = { heart: Heart, 'shopping-bag': ShoppingBag } satisfies Record<string, LucideIcon>;

/** The name of an icon of the page's {@link IconSprite}. */
export type SpriteIconName = keyof typeof spriteIcons;

const symbolId = (name: SpriteIconName) => `im-icon-${name}`;

/**
 * The symbols {@link SpriteIcon} draws: render it once per page, before or after the icons (the
 * storefront's layout and Storybook's preview do). Hidden from assistive technology and takes no space.
 * A client component although it has no state: the server renders its markup into the HTML, and the
 * page's RSC payload carries a reference to it instead of a second copy of the paths.
 */
export function IconSprite() {
  return (
    <svg
      aria-hidden="true"
      width="0"
      height="0"
      focusable="false"
      className="absolute size-0 overflow-hidden"
    >
      {(Object.entries(spriteIcons) as [SpriteIconName, LucideIcon][]).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
          {/* Strokes in the text colour where the icon is drawn; `fill` comes from the icon (none, or
              'fill-current' for a filled heart). */}
          <Icon fill="inherit" />
        </symbol>
      ))}
    </svg>
  );
}

/**
 * One icon of the page's {@link IconSprite}, drawn like its lucide component (24-unit box, 2-unit
 * round strokes in the text colour, no fill unless a class fills it) and decorative: name the control
 * it sits in instead. The stroke settings live in the sprite, so each icon is a few bytes.
 */
export function SpriteIcon({ name, ...props }: { name: SpriteIconName } & ComponentProps<'svg'>) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" {...props}>
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
