'use client';
// The inclusion list of a card (SPEC 2.5): each item opens its detail modal (the library's Modal), showing the
// detail the server rendered: given with the item, or, where a page lists many products, fetched from the
// product's cover-details page the first time the visitor opens the list or points at an item (so the page does
// not carry every detail in its payload); a static mode is a plain list. Below the collapse breakpoint (xxl by default) the
// list sits behind 'Show cover details' / 'Hide cover details', the library's expander; from it up, the list
// always shows under a 'Cover details' heading. Without a breakpoint it sits behind the toggle at every width.
// Given `rememberAs`, whether the visitor opened it is kept for the tab (open-lists.ts), for Back to the page.
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
// The list's own styles come before the expander's and the modal's, as on every page that lists inclusions: the
// build's CSS chunking keeps one shared stylesheet only while pages agree on the order of the CSS they load.
import styles from './Inclusions.module.css';
import { Expander } from '@ds/ui/accordion';
import type { ExpanderBreakpoint } from '@ds/ui/accordion';
import { Modal } from '@ds/ui/modal';
import type { CoveredTypeCode } from '../data/constants';
import { COVERED_TYPE_LABELS } from '../data/constants';
import { coverDetailHref } from './cover-details-path';
import { fetchCoverDetail, fetchedCoverDetail, prefetchCoverDetail } from './fetch-cover-detail';
import { useOpenList } from './open-lists';

export interface InclusionItem {
  id: string;
  name: string;
  coveredTypeCode: CoveredTypeCode;
  /** What the modal shows (an InclusionDetail, rendered on the server); else it is fetched (`detailsOf`). */
  detail?: ReactNode;
}

type Fetched = { href: string; html: string } | { href: string; failed: true };

/** An inclusion's detail fetched from its product's cover-details page: loading, shown, or a link to the page. */
function FetchedDetail({ href }: { href: string }) {
  const [fetched, setFetched] = useState<Fetched | null>(() => {
    const html = fetchedCoverDetail(href);
    return html === undefined ? null : { href, html };
  });
  useEffect(() => {
    let current = true;
    fetchCoverDetail(href).then(
      (html) => current && setFetched({ href, html }),
      () => current && setFetched({ href, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [href]);
  if (fetched?.href !== href) return <p role="status">Loading the cover details…</p>;
  if ('failed' in fetched) {
    return (
      <p role="alert">
        The cover details could not be loaded. <a href={href}>Read them on their own page</a>.
      </p>
    );
  }
  // The HTML the server rendered for this inclusion, from our own product data (InclusionDetail).
  return <div dangerouslySetInnerHTML={{ __html: fetched.html }} />;
}

const fetchedDetail = (href: string | undefined) => (href ? <FetchedDetail href={href} /> : null);

export interface InclusionListProps {
  items: readonly InclusionItem[];
  /**
   * The product whose cover-details page holds the items' details, fetched when needed. Its id, not each item's
   * address: every address is worked out here, which keeps 13 cards' addresses (1.4 KB brotli) out of the payload.
   */
  detailsOf?: string;
  /**
   * Remembers for the tab whether the visitor opened the list, under this key (unique to the list: which product,
   * and where, such as `card:hospital-gold`), so Back to the page finds it as it was left. Without it the list
   * starts closed each time the page does.
   */
  rememberAs?: string;
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
  detailsOf,
  rememberAs,
  mode = 'interactive',
  collapseBelow = 'xxl',
  headingLevel = 4,
}: InclusionListProps) {
  // Remembered for the tab, so Back to this page finds the list as the visitor left it.
  const [expanded, setExpanded] = useOpenList(rememberAs);
  const [open, setOpen] = useState<InclusionItem | null>(null);
  const detailHref = (item: InclusionItem) =>
    detailsOf === undefined || item.detail !== undefined ? undefined : coverDetailHref(detailsOf, item.id);
  const prefetch = (item: InclusionItem) => {
    const href = detailHref(item);
    if (href) prefetchCoverDetail(href);
  };
  return (
    <>
      <Expander
        title={expanded ? 'Hide cover details' : 'Show cover details'}
        staticTitle="Cover details"
        staticFrom={collapseBelow ?? undefined}
        expanded={expanded}
        onExpandedChange={(next) => {
          setExpanded(next);
          // Opening the list is the first sign the visitor may want a detail: fetch the page they are on.
          const first = shown[0];
          if (next && first) prefetch(first);
        }}
        headingLevel={headingLevel}
        className={styles.expander}
      >
        <ul className={styles.list}>
          {shown.map((inclusion) => (
            <li key={inclusion.id} className={styles.item} data-code={inclusion.coveredTypeCode}>
              {mode === 'interactive' ? (
                <button
                  type="button"
                  className={styles.itemButton}
                  onClick={() => setOpen(inclusion)}
                  onPointerEnter={() => prefetch(inclusion)}
                  onFocus={() => prefetch(inclusion)}
                >
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
          {open === null ? null : (open.detail ?? fetchedDetail(detailHref(open)))}
        </Modal>
      ) : null}
    </>
  );
}
