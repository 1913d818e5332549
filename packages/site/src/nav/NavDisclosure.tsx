'use client';
// One navigation-bar item with a dropdown, following the APG disclosure-navigation pattern: a button with
// aria-expanded controls the panel. SPEC 2.1's 'opened on hover or focus, closed on leave or blur' reads, for
// keyboard users, as: focus alone never opens a panel (Tab walks past closed triggers); Enter and Space toggle
// it; it stays open while focus is inside and closes when focus leaves it, or on Escape, which returns focus
// to the button. A mouse opens it on hover and closes it on leave; a tap toggles it.
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '@ds/icons';
import { Icon } from '@ds/ui';
import { useNavBarState } from './NavBarState';
import styles from './NavBar.module.css';

export interface NavDisclosureProps {
  id: string;
  title: string;
  variation: 'megaMenu' | 'dropdown';
  positionRight?: boolean | undefined;
  children: ReactNode;
}

export function NavDisclosure({ id, title, variation, positionRight, children }: NavDisclosureProps) {
  const { openId, setOpenId } = useNavBarState();
  const open = openId === id;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const pointerType = useRef<string | null>(null);
  const panelId = `nav-panel-${id}`;

  const close = () => setOpenId((current) => (current === id ? null : current));
  const holdsFocus = (panel: string | null) =>
    panel !== null &&
    Boolean(document.getElementById(`nav-panel-${panel}`)?.contains(document.activeElement));

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the item only listens for pointer and focus events bubbling from its button and panel links; the button is the interactive element
    <li
      className={styles.item}
      data-state={open ? 'open' : 'closed'}
      data-variation={variation}
      data-position={positionRight ? 'right' : undefined}
      // Hover is for mice only: a tap sends compatibility mouse events that would fight the click toggle.
      // A panel holding keyboard focus is never hidden by the pointer, or focus would fall to the page.
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setOpenId((current) => (holdsFocus(current) ? current : id));
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse' && !holdsFocus(id)) close();
      }}
      // Following a link in the panel closes it (Enter on a link is a click too), so it never lingers over the
      // next page.
      onClick={(event) => {
        if ((event.target as Element).closest('a[href]')) close();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
          triggerRef.current?.focus();
        }
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={(event) => {
          pointerType.current = event.pointerType;
        }}
        onClick={() => {
          // A mouse click follows the hover that opened the panel, so it only ever opens; a tap, Enter or
          // Space toggles.
          if (pointerType.current === 'mouse') setOpenId(id);
          else setOpenId((current) => (current === id ? null : id));
          pointerType.current = null;
        }}
      >
        <span>{title}</span>
        <Icon icon={ChevronDownIcon} size={16} className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} data-variation={variation} hidden={!open}>
        {children}
      </div>
    </li>
  );
}
