'use client';
// Lets the app inject its router link (for example next/link) so internal links navigate without a full load.
import { createContext, useContext } from 'react';
import type { ComponentPropsWithRef, ComponentType, ReactNode } from 'react';

/** Props the injected link component receives: an href plus any anchor attribute, className and children. */
export type LinkComponentProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { href: string };

export type LinkComponent = ComponentType<LinkComponentProps>;

const LinkComponentContext = createContext<LinkComponent | 'a'>('a');

export interface LinkProviderProps {
  /** The router's link component, used for internal hrefs (`/...` and `#...`). */
  component: LinkComponent;
  children: ReactNode;
}

export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext value={component}>{children}</LinkComponentContext>;
}

/** The injected link component, or a plain `a` when no provider is present. */
export function useLinkComponent(): LinkComponent | 'a' {
  return useContext(LinkComponentContext);
}
