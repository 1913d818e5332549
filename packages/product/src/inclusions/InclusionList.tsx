'use client';
// The inclusion list of a card (SPEC 2.5): each item opens its detail modal (the library's Modal, showing the
// detail the server rendered); a static mode is a plain list. Below the collapse breakpoint (xxl by default) the
// list sits behind 'Show cover details' / 'Hide cover details', the library's expander; from it up, the list
// always shows under a 'Cover details' heading. Without a breakpoint it sits behind the toggle at every width.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Expander } from '@ds/ui/accordion';
import type { ExpanderBreakpoint } from '@ds/ui/accordion';
import { Modal } from '@ds/ui/modal';
import type { CoveredTypeCode } from '../data/constants';
import { COVERED_TYPE_LABELS } from '../data/constants';
import styles from './Inclusions.module.css';

export interface InclusionItem {
  id: string;
  name: string;
  coveredTypeCode: CoveredTypeCode;
  /** What the modal shows (an InclusionDetail, rendered on the server). */
  detail?: ReactNode;
}

export interface InclusionListProps {
  items: readonly InclusionItem[];
  /** 'static' lists the inclusions without opening anything. */
  mode?: 'interactive' | 'static';
  /**
   * Below this width the list is behind 'Show cover details'; null keeps it there at every width (cards side by
   * side, whose lists differ in length).
   */
  collapseBelow?: ExpanderBreakpoint | null;
  /** The level of the 'Cover details' heading, one below the card's or page's heading. */
  headingLevel?: 3 | 4 | 5;
}

export function InclusionList({
  items: shown,
  mode = 'interactive',
  collapseBelow = 'xxl',
  headingLevel = 4,
}: InclusionListProps) {
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState<InclusionItem | null>(null);
  return (
    <>
      <Expander
        title={expanded ? 'Hide cover details' : 'Show cover details'}
        staticTitle="Cover details"
        staticFrom={collapseBelow ?? undefined}
        expanded={expanded}
        onExpandedChange={setExpanded}
        headingLevel={headingLevel}
        className={styles.expander}
      >
        <ul className={styles.list}>
          {shown.map((inclusion) => (
            <li key={inclusion.id} className={styles.item} data-code={inclusion.coveredTypeCode}>
              {mode === 'interactive' ? (
                <button type="button" className={styles.itemButton} onClick={() => setOpen(inclusion)}>
                  <span className={styles.itemName}>{inclusion.name}</span>
                  <span className={styles.itemCode}>{COVERED_TYPE_LABELS[inclusion.coveredTypeCode]}</span>
                </button>
              ) : (
                <>
                  <span className={styles.itemName}>{inclusion.name}</span>
                  <span className={styles.itemCode}>{COVERED_TYPE_LABELS[inclusion.coveredTypeCode]}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      </Expander>
      {mode === 'interactive' ? (
        <Modal
          visible={open !== null}
          onClose={() => setOpen(null)}
          title={open?.name ?? ''}
          closePlacement="footer"
          initialFocus="title"
        >
          {open?.detail}
        </Modal>
      ) : null}
    </>
  );
}
