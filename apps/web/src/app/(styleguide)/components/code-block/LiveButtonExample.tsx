'use client';
// Wiring for the live-editable example: what its code may use. Components cannot be passed from the server
// page to a client component, so the scope is built here.
import type { ReactNode } from 'react';
import { Button } from '@ds/ui/button';
import { LiveCodeBlock } from '@ds/ui/code-block';

const scope = { Button };

export function LiveButtonExample({ code, children }: { code: string; children: ReactNode }) {
  return (
    <LiveCodeBlock code={code} scope={scope}>
      {children}
    </LiveCodeBlock>
  );
}
