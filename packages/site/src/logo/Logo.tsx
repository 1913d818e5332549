// Brand logos: an original mark beside the brand name set in the brand font. Fictional brands only.
import { Link } from '@ds/ui';
import type { LogoSpec } from '../data/variant-config';
import styles from './Logo.module.css';

/** A larkspur flower spike for the main brand family; a gum leaf for the second brand. */
function Mark({ mark }: { mark: LogoSpec['mark'] }) {
  if (mark === 'gumleaf') {
    return (
      <svg viewBox="0 0 32 32" className={styles.mark} aria-hidden="true" focusable="false">
        <path d="M6 27C6 14 14 5 27 5c0 13-8 22-21 22z" className={styles.markFill} />
        <path d="M6 27 20 12" className={styles.markLine} />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 32 32" className={styles.mark} aria-hidden="true" focusable="false">
      <circle cx="16" cy="6" r="4" className={styles.markFill} />
      <circle cx="10" cy="13" r="4" className={styles.markFill} />
      <circle cx="22" cy="13" r="4" className={styles.markFill} />
      <circle cx="16" cy="19" r="4" className={styles.markAccent} />
      <path d="M16 22v8" className={styles.markLine} />
    </svg>
  );
}

export interface LogoProps {
  /** The mark and words, from the variant's config. */
  logo: LogoSpec;
  href: string;
  /** Accessible name of the logo link; used only when it contains the visible words. */
  label?: string | undefined;
  /** Added to the visible words to name the link when no usable label is given. */
  homeSuffix?: string;
  size?: 'md' | 'sm' | 'responsive';
}

export function Logo({ logo, href, label, homeSuffix = 'home', size = 'md' }: LogoProps) {
  const { name, descriptor } = logo;
  const visibleText = descriptor ? `${name} ${descriptor}` : name;
  // A configured label is used only when it contains the visible words, so speech users can say what they see.
  const accessibleName =
    label && label.toLowerCase().includes(visibleText.toLowerCase()) ? label : `${visibleText} ${homeSuffix}`;
  return (
    <Link href={href} variant="unstyled" className={styles.logo} data-size={size} aria-label={accessibleName}>
      <Mark mark={logo.mark} />
      <span className={styles.wordmark}>
        <span className={styles.name}>{name}</span>
        {/* The space keeps the words apart in the link's text; the flex gap does the visual spacing. */}
        {descriptor ? ' ' : null}
        {descriptor ? <span className={styles.descriptor}>{descriptor}</span> : null}
      </span>
    </Link>
  );
}
