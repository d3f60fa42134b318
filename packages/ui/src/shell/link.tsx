'use client';

import { type ComponentProps, type ComponentType, createContext, type ReactNode, useContext } from 'react';

/** Props of a link: an anchor's own props with a required `href`. */
export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** Target of the link (a path inside the shop or a full URL). */
  href: string;
};

/** A link component such as Next's `Link` (client-side navigation and prefetching). */
export type LinkComponent = ComponentType<LinkProps>;

const LinkContext = createContext<LinkComponent | null>(null);

/**
 * Gives every ui link below it the app's link component (e.g. a wrapper of `next/link`), so ui stays
 * framework-neutral and links stay real `<a href>` elements that work without JavaScript.
 */
export function LinkProvider({
  component,
  children,
}: {
  /** The link component every ui link below renders (e.g. a wrapper of `next/link`). */
  component: LinkComponent;
  /** The part of the page whose ui links use `component`. */
  children: ReactNode;
}) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/**
 * The link of every ui component: the {@link LinkProvider}'s component, or a plain `<a>` outside one
 * (Storybook, tests, other frameworks). Renders from server components too (its props are plain data).
 */
export function Link(props: LinkProps) {
  const Component = useContext(LinkContext);
  if (Component) return <Component {...props} />;
  return <a {...props} />;
}
