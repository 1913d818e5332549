import { describe, expect, it } from 'vitest';
import { exampleSource, shownExampleCode } from './example-source';

describe('shownExampleCode', () => {
  it('shows the whole file less its top comment', () => {
    const file =
      "// The Default example.\n// Second line.\nimport { A } from 'a';\n\nexport default function X() {\n  return <A />;\n}\n";
    expect(shownExampleCode(file)).toBe(
      "import { A } from 'a';\n\nexport default function X() {\n  return <A />;\n}",
    );
  });

  it("keeps a 'use client' directive above the top comment", () => {
    const file = "'use client';\n// The Controlled example.\nimport { useState } from 'react';\n";
    expect(shownExampleCode(file)).toBe("'use client';\nimport { useState } from 'react';");
  });

  it('keeps comments below the imports', () => {
    const file = "import { A } from 'a';\n// Why A is here.\nexport const a = A;\n";
    expect(shownExampleCode(file)).toBe(file.trim());
  });
});

describe('exampleSource', () => {
  it('reads examples/<name>.tsx beside the page', () => {
    const source = exampleSource('/components/radio-group', 'default');
    expect(source.file).toBe('components/radio-group/examples/default.tsx');
    expect(source.code).toContain('<RadioGroup label="Who is covered?"');
  });
});
