import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Alert } from './Alert';
import type { AlertProps } from './Alert';
import { ANNOUNCE_DELAY_MS } from './AnnounceOnAppear';

const LIVE_REGION = '[aria-live], [role="status"], [role="alert"], [role="log"]';

/** A form that shows an alert after the user saves: the alert appears after load. */
function SaveForm(alertProps: Partial<AlertProps>) {
  const [saved, setSaved] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setSaved(true)}>
        Save changes
      </button>
      {saved ? (
        <Alert type="success" announce {...alertProps}>
          Your changes have been saved.
        </Alert>
      ) : null}
    </div>
  );
}

/** Renders on the "server", puts the HTML in the page and hydrates it, as a browser loading the page would. */
async function loadServerRendered(element: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, element);
  });
  return {
    container,
    cleanup: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Alert', () => {
  it('says its type in text for screen readers, before the title', () => {
    render(
      <Alert type="warning" title="Payment due">
        Your premium is due on 1 May.
      </Alert>,
    );
    expect(screen.getByText('Payment due')).toHaveTextContent('Warning: Payment due');
    expect(screen.getByText('Your premium is due on 1 May.')).toBeVisible();
  });

  it('is an info alert in the loud variation by default, and not a live region', () => {
    const { container } = render(<Alert>Prices change on 1 April.</Alert>);
    expect(container).toHaveTextContent(/^Information: Prices change on 1 April\.$/);
    expect(container.querySelector('[data-type="info"]')).not.toBeNull();
    expect(container.querySelector(LIVE_REGION)).toBeNull();
  });

  it('gives its box to a ref, so a page can move focus to the box itself (an error summary)', () => {
    const ref = { current: null as HTMLDivElement | null };
    render(
      <Alert ref={ref} tabIndex={-1} type="error" title="Check these answers">
        Choose who the cover is for.
      </Alert>,
    );
    act(() => ref.current?.focus());
    expect(document.activeElement).toHaveAttribute('data-type', 'error');
    expect(document.activeElement).toHaveTextContent('Check these answers');
  });

  describe('announce: an alert that appears after load', () => {
    it('renders an empty polite status region first, then puts the message in it', async () => {
      const user = userEvent.setup();
      render(<SaveForm />);
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      const region = screen.getByRole('status');
      expect(region).toHaveAttribute('aria-live', 'polite');
      expect(region).toBeEmptyDOMElement();
      expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
      expect(region).toHaveTextContent(/^Success: Your changes have been saved\.$/);
    });

    it('is assertive (role alert) for an error', async () => {
      const user = userEvent.setup();
      render(<SaveForm type="error" />);
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      const region = screen.getByRole('alert');
      expect(region).toHaveAttribute('aria-live', 'assertive');
      await screen.findByText('Your changes have been saved.');
      expect(region).toHaveTextContent(/^Error: /);
    });

    it('takes the politeness it is given', async () => {
      const user = userEvent.setup();
      render(<SaveForm type="error" announce="polite" />);
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('announce: an alert already in the server HTML at load', () => {
    it('is hydrated as it is, outside any live region, and stays so', async () => {
      const page = await loadServerRendered(
        <main>
          <Alert type="error" announce title="We couldn’t process your payment">
            Check your card details and try again.
          </Alert>
        </main>,
      );
      await wait(ANNOUNCE_DELAY_MS * 2);
      expect(page.container.querySelector(LIVE_REGION)).toBeNull();
      expect(page.container).toHaveTextContent('Error: We couldn’t process your payment');
      page.cleanup();
    });

    it('while an alert that appears later on the same page is still announced', async () => {
      const user = userEvent.setup();
      const page = await loadServerRendered(<SaveForm />);
      expect(page.container.querySelector(LIVE_REGION)).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      const region = screen.getByRole('status');
      expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
      expect(region).toHaveTextContent('Success: Your changes have been saved.');
      page.cleanup();
    });
  });

  it('has no axe violations in every type and variation, at load and announced', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <div>
        {(['success', 'info', 'warning', 'error'] as const).flatMap((type) =>
          (['loud', 'soft', 'banner'] as const).map((variation) => (
            <Alert key={`${type}-${variation}`} type={type} variation={variation} title="Heads up" fullWidth>
              <p>Something to know.</p>
            </Alert>
          )),
        )}
        <SaveForm />
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Your changes have been saved.');
    await expectNoAxeViolations(container);
  });
});
