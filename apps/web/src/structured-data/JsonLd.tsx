// A schema.org description as a JSON-LD data block, written into the static HTML by the server: the one way the
// site writes structured data. A data block is never run as script, so the Content-Security-Policy has nothing to
// allow: the browser neither executes nor blocks it.
import { jsonLdText } from './json-ld-text';

export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      // The text is JSON with every '<', '>' and '&' escaped (jsonLdText): it cannot end the element or hold markup.
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
