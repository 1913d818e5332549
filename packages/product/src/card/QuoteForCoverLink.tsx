'use client';
// 'Get a quote for this cover': the quote journey with this cover chosen, and with who is covered, the state and
// how often they pay when the visitor chose them on this page (its URL holds the choice once made).
import { Button } from '@ds/ui/button';
import { useUrlSearch } from '@ds/ui/hooks';
import { VisuallyHidden } from '@ds/ui/visually-hidden';
import { quoteHref, statedPriceChoice } from '../compare/compare-href';

export interface QuoteForCoverLinkProps {
  productId: string;
  /** Said after the link's words to screen readers, where links are listed out of their card. */
  name: string;
}

export function QuoteForCoverLink({ productId, name }: QuoteForCoverLinkProps) {
  const [search] = useUrlSearch();
  return (
    <Button href={quoteHref(productId, statedPriceChoice(search))}>
      Get a quote for this cover<VisuallyHidden>{` (${name})`}</VisuallyHidden>
    </Button>
  );
}
