'use client';
// The Code block page's Live-editable example. A client component: the scope holds components, which a server
// page cannot pass to the live block.
import { Button } from '@ds/ui/button';
import { LiveCodeBlock } from '@ds/ui/code-block';

const scope = { Button };

// The code the editor starts with: what the example is about, so it is data.
const code = `<Button variant="primary" size="md">
  Get a quote
</Button>`;

export default function LiveButton() {
  // The children are the example as its code first reads, rendered by the server until the live preview takes
  // over.
  return (
    <LiveCodeBlock scope={scope} code={code}>
      <Button variant="primary" size="md">
        Get a quote
      </Button>
    </LiveCodeBlock>
  );
}
