'use client';
// The interactive shell of a code block: the toolbar (language, "Show code", copy), the code region and the
// "Show more" / "Show less" toggle. The highlighted code arrives as children, already rendered on the server, so
// highlighting ships no JavaScript; only this shell hydrates.
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { CheckIcon, ChevronDownIcon, CopyIcon } from '@ds/icons';
import { Button } from '../button';
import { Icon } from '../icon';
import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden';
import type { CodeBlockMessages } from './messages';
import { useCopyToClipboard } from './useCopyToClipboard';
import { useHorizontalOverflow } from '../scrollable-table/useHorizontalOverflow';
import styles from './CodeBlock.module.css';

export interface CodeBlockFrameProps {
  label: string;
  languageName: string;
  collapsible: boolean;
  expandable: boolean;
  messages: CodeBlockMessages;
  copiedDuration: number;
  className?: string;
  children: ReactNode;
}

export function CodeBlockFrame({
  label,
  languageName,
  collapsible,
  expandable,
  messages,
  copiedDuration,
  className,
  children,
}: CodeBlockFrameProps) {
  const regionId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const collapseToggleRef = useRef<HTMLButtonElement>(null);
  const [codeShown, setCodeShown] = useState(!expandable);
  const [collapsed, setCollapsed] = useState(collapsible);
  const [toggledByUser, setToggledByUser] = useState(false);
  const { status, copy } = useCopyToClipboard(copiedDuration);
  // Until measured, assume it scrolls, so the region is reachable by keyboard before hydration.
  const scrolls = useHorizontalOverflow(regionRef) !== 'fits';

  // "Show less" shortens the block under the reader: keep the toggle (and so the focus) in view.
  useEffect(() => {
    if (toggledByUser && collapsed) collapseToggleRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [collapsed, toggledByUser]);

  async function handleCopy() {
    const region = regionRef.current;
    if (!region) return;
    const result = await copy(region.textContent ?? '');
    // Without clipboard access, select the code so the reader can copy it with the keyboard.
    if (result === 'failed') window.getSelection()?.selectAllChildren(region);
  }

  // A page may hold many code blocks: each button's name also says which block it acts on.
  const whichBlock = <VisuallyHidden>{` (${label})`}</VisuallyHidden>;
  const message = status === 'copied' ? messages.copied : status === 'failed' ? messages.copyFailed : '';

  return (
    <div
      className={cx(styles.block, className)}
      data-state={collapsible ? (collapsed ? 'collapsed' : 'expanded') : undefined}
      data-code={codeShown ? 'shown' : 'hidden'}
    >
      <div className={styles.toolbar}>
        <span className={styles.language}>{languageName}</span>
        <span role="status" className={styles.status} data-status={status}>
          {message}
        </span>
        {expandable ? (
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={codeShown}
            aria-controls={regionId}
            onClick={() => setCodeShown((shown) => !shown)}
            iconEnd={<Icon icon={ChevronDownIcon} size={16} className={styles.chevron} />}
          >
            {codeShown ? messages.hideCode : messages.showCode}
            {whichBlock}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          onClick={handleCopy}
          iconStart={<Icon icon={status === 'copied' ? CheckIcon : CopyIcon} size={16} />}
          data-copied={status === 'copied' ? '' : undefined}
        >
          {status === 'copied' ? messages.copied : messages.copy}
          {whichBlock}
        </Button>
      </div>
      <div className={styles.body} hidden={!codeShown}>
        {/* A named section is a region. One that scrolls sideways must be reachable by keyboard; one that does
            not is no tab stop. */}
        <section
          id={regionId}
          ref={regionRef}
          aria-label={label}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable only while it scrolls
          tabIndex={scrolls ? 0 : undefined}
          className={styles.region}
        >
          {children}
        </section>
      </div>
      {collapsible && codeShown ? (
        <div className={styles.more}>
          <Button
            ref={collapseToggleRef}
            variant="secondary"
            size="sm"
            aria-expanded={!collapsed}
            aria-controls={regionId}
            onClick={() => {
              setToggledByUser(true);
              setCollapsed((value) => !value);
            }}
            iconEnd={<Icon icon={ChevronDownIcon} size={16} className={styles.chevron} />}
          >
            {collapsed ? messages.showMore : messages.showLess}
            {whichBlock}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
