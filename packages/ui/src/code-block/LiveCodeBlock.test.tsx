import { act, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Button } from '../button';
import { expectNoAxeViolations } from '../test-utils/axe';
import { LiveCodeBlock } from './LiveCodeBlock';

const scope = { Button };
const code = '<Button variant="primary">Get a quote</Button>';

describe('LiveCodeBlock', () => {
  it('on the server renders the example and its code without a single style attribute', () => {
    const html = renderToString(<LiveCodeBlock code={code} scope={scope} />);
    expect(html).not.toMatch(/\sstyle=/);
    expect(html).toContain('Get a quote</span></button>');
    expect(html).toContain('&lt;Button variant=&quot;primary&quot;&gt;Get a quote&lt;/Button&gt;');
  });

  it('shows the example beside an editor named and described for screen readers', async () => {
    render(<LiveCodeBlock code={code} scope={scope} />);
    const preview = screen.getByRole('group', { name: 'Preview' });
    expect(within(preview).getByRole('button', { name: 'Get a quote' })).toBeInTheDocument();
    const editor = await screen.findByRole('textbox', { name: 'Edit the code' });
    expect(editor).toHaveAttribute('aria-multiline', 'true');
    expect(editor).toHaveAccessibleDescription(/The preview updates as you type/);
    expect(editor).toHaveTextContent(code);
  });

  // Typing into the editor needs a real browser (jsdom has no contenteditable): e2e/code-block.spec.ts edits
  // the code and checks the preview, the error message and that Tab leaves the editor.

  it('reports code that does not run, politely and only once it has stood for errorDelay', async () => {
    render(<LiveCodeBlock code="<Missing />" scope={scope} errorDelay={1000} />);
    const status = screen.getByRole('status');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(status).toHaveTextContent('');
    await waitFor(() => expect(status).toHaveTextContent(/The code does not run yet:.*Missing is not defined/), {
      timeout: 3000,
    });
  });

  it('has no axe violations', async () => {
    const { container } = render(<LiveCodeBlock code={code} scope={scope} />);
    await screen.findByRole('textbox', { name: 'Edit the code' });
    await expectNoAxeViolations(container);
  });
});
