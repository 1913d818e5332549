'use client';
// How links behave inside a part of the page: the app injects its router link (for example next/link) so
// internal links navigate without a full load, and chrome shown on another host gives a base URL so its
// site paths become absolute. A nested provider changes only what it is given and inherits the rest.
import { createContext, useContext, useMemo } from 'react';
import type { ComponentPropsWithRef, ComponentType, ReactNode } from 'react';
import { absolutiseHref } from '../utils/href';

/** Props the injected link component receives: an href plus any anchor attribute, className and children. */
export type LinkComponentProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { href: string };

export type LinkComponent = ComponentType<LinkComponentProps>;

interface LinkBehaviour {
  component: LinkComponent | 'a';
  baseUrl: string | undefined;
}

const LinkBehaviourContext = createContext<LinkBehaviour>({ component: 'a', baseUrl: undefined });

export interface LinkProviderProps {
  /** The router's link component, used for internal hrefs (`/...`, `#...`); inherited when left out. */
  component?: LinkComponent;
  /** Makes site paths (`/a/b`) absolute against this URL, for chrome shown on another host. */
  baseUrl?: string | undefined;
  children: ReactNode;
}

export function LinkProvider({ component, baseUrl, children }: LinkProviderProps) {
  const outer = useContext(LinkBehaviourContext);
  const value = useMemo(
    () => ({ component: component ?? outer.component, baseUrl: baseUrl ?? outer.baseUrl }),
    [component, baseUrl, outer],
  );
  return <LinkBehaviourContext value={value}>{children}</LinkBehaviourContext>;
}

/** The injected link component, or a plain `a` when no provider is present. */
export function useLinkComponent(): LinkComponent | 'a' {
  return useContext(LinkBehaviourContext).component;
}

/** Resolves an href as the nearest provider asks: absolute against its base URL, else unchanged. */
export function useResolvedHref(href: string): string {
  const { baseUrl } = useContext(LinkBehaviourContext);
  return baseUrl ? absolutiseHref(href, baseUrl) : href;
}
