'use client';
// The navigation bar's list and which of its dropdowns is open: one at a time, shared by all items.
// Until the page hydrates, CSS opens dropdowns on hover and focus instead (see NavBar.module.css).
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { useHydrated } from '@ds/ui';
import type { Dispatch, ReactNode, SetStateAction } from 'react';

interface NavBarState {
  openId: string | null;
  setOpenId: Dispatch<SetStateAction<string | null>>;
}

const NavBarContext = createContext<NavBarState | null>(null);

export interface NavBarListProps {
  children: ReactNode;
  className?: string | undefined;
  align?: string | undefined;
}

export function NavBarList({ children, className, align }: NavBarListProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  const ready = useHydrated();
  const value = useMemo(() => ({ openId, setOpenId }), [openId]);
  // A panel opened by hover is dismissed with Escape wherever focus is (WCAG 1.4.13); one holding focus
  // handles Escape itself first, to return focus to its button. Back and Forward close it too (a followed
  // link closes it in NavDisclosure).
  useEffect(() => {
    if (openId === null) return;
    const closeAll = () => setOpenId(null);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeAll();
    };
    document.addEventListener('keydown', onKeyDown);
    window.addEventListener('popstate', closeAll);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('popstate', closeAll);
    };
  }, [openId]);
  return (
    <NavBarContext.Provider value={value}>
      <ul className={className} data-align={align} data-ready={ready ? '' : undefined}>
        {children}
      </ul>
    </NavBarContext.Provider>
  );
}

export function useNavBarState(): NavBarState {
  const state = useContext(NavBarContext);
  if (!state) throw new Error('NavDisclosure must be used within a NavBar');
  return state;
}
