'use client';
// Which dropdown of the navigation bar is open: one at a time, shared by all of the bar's items.
import { createContext, useContext, useMemo, useState } from 'react';
import type { Dispatch, ReactNode, SetStateAction } from 'react';

interface NavBarState {
  openId: string | null;
  setOpenId: Dispatch<SetStateAction<string | null>>;
}

const NavBarContext = createContext<NavBarState | null>(null);

export function NavBarStateProvider({ children }: { children: ReactNode }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const value = useMemo(() => ({ openId, setOpenId }), [openId]);
  return <NavBarContext.Provider value={value}>{children}</NavBarContext.Provider>;
}

export function useNavBarState(): NavBarState {
  const state = useContext(NavBarContext);
  if (!state) throw new Error('NavDisclosure must be used within a NavBar');
  return state;
}
