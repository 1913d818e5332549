import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Button } from '../button';
import { expectNoAxeViolations } from '../test-utils/axe';
import { FakeIntersectionObserver } from '../test-utils/intersection-observer';
import { LiveCodeBlock } from './LiveCodeBlock';

const scope = { Button };
const code = '<Button variant="primary">Get a quote</Button>';

// jsdom cannot watch the viewport, so here react-live comes as soon as the page is alive (as in such a browser);
// the first load in a test file can take a while.
const findEditor = () => screen.findByRole('textbox', { name: 'Edit the code' }, { timeout: 5000 });

describe('LiveCodeBlock', () => {
  it('on the server renders the example and its code without a single style attribute', () => {
    const html = renderToString(
      <LiveCodeBlock code={code} scope={scope}>
        <Button variant="primary">Get a quote</Button>
      </LiveCodeBlock>,
    );
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).toContain('Get a quote</span></button>');
    expect(html).toContain('&lt;Button variant=&quot;primary&quot;&gt;Get a quote&lt;/Button&gt;');
  });

  it('shows the example beside an editor named and described for screen readers', async () => {
    render(
      <LiveCodeBlock code={code} scope={scope}>
        <Button variant="primary">Get a quote</Button>
      </LiveCodeBlock>,
    );
    const preview = screen.getByRole('group', { name: 'Preview' });
    expect(within(preview).getByRole('button', { name: 'Get a quote' })).toBeInTheDocument();
    const editor = await findEditor();
    expect(editor.tagName).toBe('TEXTAREA');
    expect(editor).toHaveAccessibleDescription(/The preview updates as you type/);
    expect(editor).toHaveValue(code);
  });

  it('names its preview and editor as its messages give', async () => {
    render(
      <LiveCodeBlock
        code={code}
        scope={scope}
        messages={{ preview: 'Vorschau', editor: 'Code bearbeiten', editorHint: 'Die Vorschau folgt.' }}
      >
        <Button variant="primary">Get a quote</Button>
      </LiveCodeBlock>,
    );
    expect(screen.getByRole('group', { name: 'Vorschau' })).toBeInTheDocument();
    const editor = await screen.findByRole('textbox', { name: 'Code bearbeiten' }, { timeout: 5000 });
    expect(editor).toHaveAccessibleDescription('Die Vorschau folgt.');
  });

  it('updates the preview as the code is edited', async () => {
    const user = userEvent.setup();
    render(<LiveCodeBlock code={code} scope={scope} />);
    const editor = await findEditor();
    const preview = screen.getByRole('group', { name: 'Preview' });
    await within(preview).findByRole('button', { name: 'Get a quote' });

    await user.clear(editor);
    await user.type(editor, '<Button variant="secondary">Compare covers</Button>');
    expect(await within(preview).findByRole('button', { name: 'Compare covers' })).toBeInTheDocument();
    expect(within(preview).queryByRole('button', { name: 'Get a quote' })).not.toBeInTheDocument();
  });

  it('lets Tab move on from the editor rather than indent (no keyboard trap)', async () => {
    const user = userEvent.setup();
    render(
      <>
        <LiveCodeBlock code={code} scope={scope} />
        <button type="button">After</button>
      </>,
    );
    const editor = await findEditor();
    await user.click(editor);
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(editor).toHaveValue(code);
  });

  it('renders the example from its code when no server-rendered copy is given', async () => {
    render(<LiveCodeBlock code={code} scope={scope} />);
    const preview = screen.getByRole('group', { name: 'Preview' });
    expect(await within(preview).findByRole('button', { name: 'Get a quote' })).toBeInTheDocument();
  });

  it('reports code that does not run, politely and only once it has stood for errorDelay', async () => {
    render(<LiveCodeBlock code="<Missing />" scope={scope} errorDelay={1000} />);
    const status = screen.getByRole('status');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(status).toHaveTextContent('');
    await waitFor(
      () => expect(status).toHaveTextContent(/The code does not run yet:.*Missing is not defined/),
      {
        timeout: 3000,
      },
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<LiveCodeBlock code={code} scope={scope} />);
    await findEditor();
    // Once react-live has come and coloured the code.
    await waitFor(() => expect(container.querySelector('.token')).not.toBeNull(), { timeout: 5000 });
    await expectNoAxeViolations(container);
  });

  describe('further down a page', () => {
    beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
    afterEach(() => {
      FakeIntersectionObserver.all = [];
      vi.unstubAllGlobals();
    });

    const colouredTokens = (container: HTMLElement) => container.querySelectorAll('.token');
    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    const scrollNear = () =>
      act(() => FakeIntersectionObserver.all.forEach((observer) => observer.report(true)));
    const withSentExample = () =>
      render(
        <LiveCodeBlock code={code} scope={scope}>
          <Button variant="primary">Get a quote</Button>
        </LiveCodeBlock>,
      );
    // Selects the whole code in the focused editor and types another example over it.
    const typeOtherExample = (user: ReturnType<typeof userEvent.setup>) =>
      user.keyboard('{Control>}a{/Control}<Button variant="secondary">Compare covers</Button>');

    it('is editable at once, and colours and runs its code only when the visitor scrolls near it', async () => {
      const { container } = render(<LiveCodeBlock code={code} scope={scope} />);
      const editor = screen.getByRole('textbox', { name: 'Edit the code' });
      expect(editor).toHaveValue(code);
      const preview = screen.getByRole('group', { name: 'Preview' });
      await settle();
      expect(colouredTokens(container)).toHaveLength(0);
      expect(within(preview).queryByRole('button')).not.toBeInTheDocument();

      scrollNear();
      expect(
        await within(preview).findByRole('button', { name: 'Get a quote' }, { timeout: 5000 }),
      ).toBeVisible();
      await waitFor(() => expect(colouredTokens(container).length).toBeGreaterThan(0));
    });

    it('keeps the example as sent, and focus in it, when react-live arrives; runs the code once it is edited', async () => {
      const user = userEvent.setup();
      const { container } = withSentExample();
      const preview = screen.getByRole('group', { name: 'Preview' });
      const sent = within(preview).getByRole('button', { name: 'Get a quote' });
      await user.tab();
      expect(sent).toHaveFocus();

      scrollNear();
      await waitFor(() => expect(colouredTokens(container).length).toBeGreaterThan(0), { timeout: 5000 });
      await settle();
      expect(within(preview).getByRole('button', { name: 'Get a quote' })).toBe(sent);
      expect(sent).toHaveFocus();

      const editor = screen.getByRole('textbox', { name: 'Edit the code' });
      await user.click(editor);
      await typeOtherExample(user);
      expect(await within(preview).findByRole('button', { name: 'Compare covers' })).toBeVisible();
    });

    it('comes when the visitor reaches for the code, keeping focus and what they typed', async () => {
      const user = userEvent.setup();
      const { container } = withSentExample();
      const editor = screen.getByRole('textbox', { name: 'Edit the code' });
      await settle();
      expect(colouredTokens(container)).toHaveLength(0);

      await user.click(editor);
      await typeOtherExample(user);
      const preview = screen.getByRole('group', { name: 'Preview' });
      expect(
        await within(preview).findByRole('button', { name: 'Compare covers' }, { timeout: 5000 }),
      ).toBeVisible();
      await waitFor(() => expect(colouredTokens(container).length).toBeGreaterThan(0));
      expect(screen.getByRole('textbox', { name: 'Edit the code' })).toBe(editor);
      expect(editor).toHaveFocus();
      expect(editor).toHaveValue('<Button variant="secondary">Compare covers</Button>');
    });
  });
});
