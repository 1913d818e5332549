// A link from navigation or footer data: its URL resolved (e.g. made absolute) and its new-tab flag honoured.
import type { ReactNode } from 'react';
import { Link } from '@ds/ui';

export interface ChromeLinkData {
  title: string;
  url?: string | undefined;
  targetBlank?: boolean | undefined;
}

export interface ChromeLinkProps {
  link: ChromeLinkData;
  resolve: (url: string) => string;
  className?: string | undefined;
  children?: ReactNode;
}

/** Data without a URL is a label, not a link. */
export function ChromeLink({ link, resolve, className, children }: ChromeLinkProps) {
  if (!link.url) return <span className={className}>{children ?? link.title}</span>;
  return (
    <Link href={resolve(link.url)} variant="unstyled" className={className} newTab={link.targetBlank}>
      {children ?? link.title}
    </Link>
  );
}
