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

export function ChromeLink({ link, resolve, className, children }: ChromeLinkProps) {
  return (
    <Link href={resolve(link.url ?? '/')} variant="unstyled" className={className} newTab={link.targetBlank}>
      {children ?? link.title}
    </Link>
  );
}
