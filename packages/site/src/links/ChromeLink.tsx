// A link from navigation or footer data, honouring its new-tab flag; data without a URL is a label.
// Site paths are resolved by the nearest LinkProvider (made absolute when the chrome is shown elsewhere).
import type { ReactNode } from 'react';
import { Link } from '@ds/ui';

export interface ChromeLinkData {
  title: string;
  url?: string | undefined;
  targetBlank?: boolean | undefined;
}

export interface ChromeLinkProps {
  link: ChromeLinkData;
  className?: string | undefined;
  children?: ReactNode;
  /** The hint read after a link that opens a new tab. */
  newTabText?: string | undefined;
}

export function ChromeLink({ link, className, children, newTabText }: ChromeLinkProps) {
  if (!link.url) return <span className={className}>{children ?? link.title}</span>;
  // The new-tab props only on a link that opens one: the page's payload names every prop given, even an
  // undefined one, and the chrome has some fifty links.
  const newTab = link.targetBlank ? { newTab: true, newTabText } : {};
  return (
    <Link href={link.url} variant="unstyled" className={className} {...newTab}>
      {children ?? link.title}
    </Link>
  );
}
