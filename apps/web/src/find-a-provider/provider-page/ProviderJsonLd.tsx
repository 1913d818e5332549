// The provider's schema.org description as a JSON-LD data block, written into the static HTML by the server. A data
// block is never run as script, so the Content-Security-Policy's script hashes have nothing to allow: the browser
// neither executes nor blocks it.
import type { Provider } from '@ds/providers/types';
import { jsonLdText, providerJsonLd } from './provider-json-ld';

export function ProviderJsonLd({ provider }: { provider: Provider }) {
  return (
    <script
      type="application/ld+json"
      // The text is JSON with every '<', '>' and '&' escaped (jsonLdText): it cannot end the element or hold markup.
      dangerouslySetInnerHTML={{ __html: jsonLdText(providerJsonLd(provider)) }}
    />
  );
}
