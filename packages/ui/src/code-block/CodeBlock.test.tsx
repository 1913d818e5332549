import { Blob as NodeBlob } from 'node:buffer';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Fragment } from 'react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll } from 'vitest';
import { stubResizeObserver } from '../test-utils/resize-observer';
import { expectNoAxeViolations } from '../test-utils/axe';
import { declarationsFor } from '../test-utils/styles';
import { CodeBlock } from './CodeBlock';
import type { CodeBlockProps } from './CodeBlock';
import { highlight } from './highlight';

const buttonCode = `
  import { Button } from '@ds/ui/button';

  export function GetAQuote() {
    return <Button variant="primary">Get a quote</Button>;
  }
`;

const expectedButtonCode = [
  "import { Button } from '@ds/ui/button';",
  '',
  'export function GetAQuote() {',
  '  return <Button variant="primary">Get a quote</Button>;',
  '}',
].join('\n');

// Each button's name ends with the block's label in brackets (hidden text: jsdom drops the space before it that
// browsers keep, as in the Link tests).
const named = (visible: string, label: string) => new RegExp(`^${visible} ?\\(${label}\\)$`);

/** CodeBlock is an async server component: resolve it as the server does, then render what it returns. */
async function renderBlocks(...blocks: ReactElement<CodeBlockProps>[]) {
  const resolved = await Promise.all(blocks.map((block) => CodeBlock(block.props)));
  return render(
    <div>
      {resolved.map((element, index) => (
        <Fragment key={index}>{element}</Fragment>
      ))}
    </div>,
  );
}

const linesOfCode = (count: number) =>
  Array.from({ length: count }, (_, index) => `const line${index + 1} = ${index + 1};`).join('\n');

// shiki's WebAssembly engine unpacks its binary with Blob.stream(), which Node's Blob has and jsdom's lacks
// (the build runs in Node): lend it Node's Blob while the highlighter starts, then give jsdom its own back
// (the clipboard stub needs it).
beforeAll(async () => {
  const jsdomBlob = globalThis.Blob;
  globalThis.Blob = NodeBlob as unknown as typeof Blob;
  try {
    await highlight('', 'tsx');
  } finally {
    globalThis.Blob = jsdomBlob;
  }
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('CodeBlock', () => {
  it('shows the code in a labelled region, tidied of the indentation it was written with', async () => {
    await renderBlocks(<CodeBlock code={buttonCode} label="Code of the quote button" />);
    const region = screen.getByRole('region', { name: 'Code of the quote button' });
    expect(region.textContent).toBe(expectedButtonCode);
    expect(within(region).getByText('Get a quote', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('TSX')).toBeInTheDocument();
  });

  it('highlights with classes and no style attribute anywhere (the CSP forbids them)', async () => {
    const { container } = await renderBlocks(
      <CodeBlock code={buttonCode} label="Code of the quote button" />,
    );
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
    const keyword = screen.getByText('import');
    expect(keyword.tagName).toBe('SPAN');
    expect(keyword.className).not.toBe('');
    expect(getComputedStyle(keyword).color).toBe('var(--color-brand-primary)');
    const string = screen.getByText(`'@ds/ui/button'`);
    expect(getComputedStyle(string).color).toBe('var(--color-success-text)');
    // Different kinds of token look different.
    expect(string.className).not.toBe(keyword.className);
  });

  it('highlights CSS, Bash, JSON and HTML too, and shows plain text as it is', async () => {
    const { container } = await renderBlocks(
      <CodeBlock language="css" label="CSS" code=".card { color: var(--color-text-default); }" />,
      <CodeBlock language="bash" label="Bash" code="npm run build # then start" />,
      <CodeBlock language="json" label="JSON" code='{ "variant": "arhi" }' />,
      <CodeBlock language="html" label="HTML" code='<a href="/help">Help</a>' />,
      <CodeBlock language="text" label="Text" code="Plain words" />,
    );
    expect(getComputedStyle(screen.getByText('# then start')).fontStyle).toBe('italic');
    expect(getComputedStyle(screen.getByText('"variant"')).color).not.toBe('');
    expect(within(screen.getByRole('region', { name: 'Text' })).getByText('Plain words').tagName).toBe(
      'CODE',
    );
    expect(container.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('copies the code, says "Copied" politely for 5000 ms, then offers to copy again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await renderBlocks(<CodeBlock code={buttonCode} label="Code of the quote button" />);

    await user.click(screen.getByRole('button', { name: named('Copy', 'Code of the quote button') }));
    await expect(navigator.clipboard.readText()).resolves.toBe(expectedButtonCode);
    expect(
      screen.getByRole('button', { name: named('Copied', 'Code of the quote button') }),
    ).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Copied');

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('button', { name: /^Copied/ })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(
      screen.getByRole('button', { name: named('Copy', 'Code of the quote button') }),
    ).toBeInTheDocument();
    expect(status).toHaveTextContent('');
  });

  it('keeps the copied state for the copiedDuration it is given', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await renderBlocks(<CodeBlock code="npm start" language="bash" label="Start" copiedDuration={1000} />);
    await user.click(screen.getByRole('button', { name: /^Copy/ }));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: /^Copy ?\(/ })).toBeInTheDocument();
  });

  it('when the clipboard refuses, says so and selects the code to copy by keyboard', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    await renderBlocks(<CodeBlock code={buttonCode} label="Code of the quote button" />);
    await user.click(screen.getByRole('button', { name: /^Copy/ }));
    expect(screen.getByRole('status')).toHaveTextContent(/Could not copy. The code is selected/);
    expect(screen.getByRole('button', { name: /^Copy ?\(/ })).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe(expectedButtonCode);
  });

  it('collapses a long block behind "Show more" (disclosure: button with aria-expanded)', async () => {
    const user = userEvent.setup();
    await renderBlocks(<CodeBlock code={linesOfCode(40)} label="Long code" />);
    const region = screen.getByRole('region', { name: 'Long code' });
    const toggle = screen.getByRole('button', { name: named('Show more', 'Long code') });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', region.id);
    expect(declarationsFor(region, 'max-block-size')).toEqual([
      { media: null, value: 'var(--code-block-collapsed-max-height)' },
      // On paper it prints whole.
      { media: 'print', value: 'none' },
    ]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(named('Show less', 'Long code'));
    expect(declarationsFor(region, 'max-block-size')).toEqual([{ media: 'print', value: 'none' }]);

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('collapses from 22 lines (over 470px and over the 30rem collapsed height), not at 21', async () => {
    await renderBlocks(
      <CodeBlock code={linesOfCode(21)} label="Twenty-one lines" />,
      <CodeBlock code={linesOfCode(22)} label="Twenty-two lines" />,
    );
    expect(screen.queryByRole('button', { name: /^Show more ?\(Twenty-one/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Show more ?\(Twenty-two/ })).toBeInTheDocument();
  });

  it('follows an explicit collapsible prop either way', async () => {
    await renderBlocks(
      <CodeBlock code={linesOfCode(3)} label="Short" collapsible />,
      <CodeBlock code={linesOfCode(40)} label="Long" collapsible={false} />,
    );
    expect(screen.getByRole('button', { name: /^Show more ?\(Short/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Show more ?\(Long/ })).not.toBeInTheDocument();
  });

  it('in the expandable form hides the code behind "Show code" until asked', async () => {
    const user = userEvent.setup();
    await renderBlocks(<CodeBlock code={buttonCode} label="Hidden code" expandable />);
    const toggle = screen.getByRole('button', { name: named('Show code', 'Hidden code') });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Hidden code' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(named('Hide code', 'Hidden code'));
    expect(screen.getByRole('region', { name: 'Hidden code' })).toBeVisible();
  });

  it('words its buttons and copy status as its messages give', async () => {
    const user = userEvent.setup();
    await renderBlocks(
      <CodeBlock
        code={linesOfCode(40)}
        label="Long code"
        expandable
        messages={{ copy: 'Kopieren', copied: 'Kopiert', showCode: 'Code zeigen', showMore: 'Mehr zeigen' }}
      />,
    );
    await user.click(screen.getByRole('button', { name: named('Code zeigen', 'Long code') }));
    expect(screen.getByRole('button', { name: named('Mehr zeigen', 'Long code') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: named('Kopieren', 'Long code') }));
    expect(screen.getByRole('status')).toHaveTextContent('Kopiert');
    expect(screen.getByRole('button', { name: named('Kopiert', 'Long code') })).toBeInTheDocument();
  });

  it('makes the region a tab stop only while its code scrolls sideways', async () => {
    const user = userEvent.setup();
    const { resize } = stubResizeObserver();
    const widths = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    const { unmount } = await renderBlocks(<CodeBlock code={buttonCode} label="Wide code" />);
    resize();
    await user.tab();
    expect(screen.getByRole('button', { name: /^Copy/ })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('region', { name: 'Wide code' })).toHaveFocus();
    unmount();

    widths.mockReturnValue(300);
    await renderBlocks(<CodeBlock code={buttonCode} label="Narrow code" />);
    resize();
    expect(screen.getByRole('region', { name: 'Narrow code' })).not.toHaveAttribute('tabindex');
  });

  it('has no axe violations in its plain, collapsed, expandable and copied forms', async () => {
    const user = userEvent.setup();
    const { container } = await renderBlocks(
      <CodeBlock code={buttonCode} label="Plain" />,
      <CodeBlock code={linesOfCode(30)} label="Collapsed" />,
      <CodeBlock code={buttonCode} label="Expandable" expandable />,
    );
    await user.click(screen.getByRole('button', { name: /^Copy ?\(Plain/ }));
    await expectNoAxeViolations(container);
  });
});
