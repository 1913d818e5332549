'use client';
// How links resolve inside a part of the page: chrome shown on another host gives a base URL, so its site paths
// become absolute. A nested provider without a base URL inherits the outer one.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { absolutiseHref } from '../utils/href';

const BaseUrlContext = createContext<string | undefined>(undefined);

export interface LinkProviderProps {
  /** Makes site paths (`/a/b`) absolute against this URL, for chrome shown on another host. */
  baseUrl?: string | undefined;
  children: ReactNode;
}

export function LinkProvider({ baseUrl, children }: LinkProviderProps) {
  const outer = useContext(BaseUrlContext);
  return <BaseUrlContext value={baseUrl ?? outer}>{children}</BaseUrlContext>;
}

/** Resolves an href as the nearest provider asks: absolute against its base URL, else unchanged. */
export function useResolvedHref(href: string): string {
  const baseUrl = useContext(BaseUrlContext);
  return baseUrl ? absolutiseHref(href, baseUrl) : href;
}
