import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../button';
import { expectNoAxeViolations } from '../test-utils/axe';
import { installDialogPolyfill } from '../test-utils/dialog';
import { declarationsFor } from '../test-utils/styles';
import { Modal } from './Modal';
import { defaultModalMessages } from './messages';
import type { ModalProps } from './Modal';
import { useModal } from './useModal';

beforeAll(installDialogPolyfill);

type DemoProps = Partial<Omit<ModalProps, 'visible' | 'onClose'>> & { initiallyVisible?: boolean };

// A page with a button that opens a modal, the way a site uses it.
function Demo({ initiallyVisible = false, title = 'Your cover', children, ...props }: DemoProps) {
  const modal = useModal(initiallyVisible);
  return (
    <>
      <Button {...modal.triggerProps}>Show cover</Button>
      <Modal {...modal.modalProps} title={title} {...props}>
        {children ?? (
          <>
            <p>Hospital and extras from 1 July.</p>
            <a href="/docs/policy-booklet">Policy booklet</a>
          </>
        )}
      </Modal>
    </>
  );
}

async function openDemo(props: DemoProps = {}) {
  const user = userEvent.setup();
  render(<Demo {...props} />);
  const trigger = screen.getByRole('button', { name: 'Show cover' });
  await user.click(trigger);
  return { user, trigger, dialog: screen.getByRole('dialog', { name: String(props.title ?? 'Your cover') }) };
}

describe('Modal', () => {
  it('is not in the server HTML: only its opener is, and the dialog renders after the page has loaded', () => {
    const html = renderToString(<Demo initiallyVisible />);
    expect(html).toContain('Show cover');
    expect(html).not.toContain('<dialog');
    expect(html).not.toContain('Your cover');
    expect(html).not.toContain('Policy booklet');
  });

  it('shows the dialog only while visible is true', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <Modal visible={false} onClose={onClose} title="Your cover">
        <p>Hospital and extras.</p>
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <Modal visible onClose={onClose} title="Your cover">
        <p>Hospital and extras.</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Your cover' })).toBeVisible();
    expect(screen.getByText('Hospital and extras.')).toBeVisible();
    rerender(
      <Modal visible={false} onClose={onClose} title="Your cover">
        <p>Hospital and extras.</p>
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('is named by its title, shown as a level 2 heading', async () => {
    const { dialog } = await openDemo({ title: 'Hospital tiers explained' });
    expect(screen.getByRole('heading', { level: 2, name: 'Hospital tiers explained' })).toBeVisible();
    expect(dialog).toHaveAccessibleName('Hospital tiers explained');
  });

  it('keeps a hidden title as its name for screen readers', async () => {
    const { dialog } = await openDemo({ title: 'Navigation', hideTitle: true });
    expect(dialog).toHaveAccessibleName('Navigation');
    expect(screen.queryByRole('heading', { name: 'Navigation' })).toBeNull();
  });

  describe('modal dialog pattern (APG)', () => {
    it('moves focus to the first focusable element when it opens', async () => {
      const { dialog } = await openDemo();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    });

    it('when Tab is pressed on the last element, focus wraps to the first; Shift+Tab on the first wraps to the last', async () => {
      function WithLinks() {
        return (
          <Demo>
            <a href="/one">First link</a>
            <a href="/two">Last link</a>
          </Demo>
        );
      }
      const user = userEvent.setup();
      render(<WithLinks />);
      await user.click(screen.getByRole('button', { name: 'Show cover' }));
      const close = screen.getByRole('button', { name: 'Close' });
      const last = screen.getByRole('link', { name: 'Last link' });
      expect(close).toHaveFocus();
      await user.tab();
      await user.tab();
      expect(last).toHaveFocus();
      await user.tab();
      expect(close).toHaveFocus();
      await user.tab({ shift: true });
      expect(last).toHaveFocus();
    });

    it('moves focus to the heading when asked, for content that starts with a long read', async () => {
      await openDemo({ initialFocus: 'title' });
      expect(screen.getByRole('heading', { name: 'Your cover' })).toHaveFocus();
    });

    it('wraps Shift+Tab from the focused heading to the last element, never out of the dialog', async () => {
      const user = userEvent.setup();
      await openDemo({ initialFocus: 'title' });
      expect(screen.getByRole('heading', { name: 'Your cover' })).toHaveFocus();
      await user.tab({ shift: true });
      const dialog = screen.getByRole('dialog');
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      expect(document.activeElement).not.toBe(screen.getByRole('heading', { name: 'Your cover' }));
    });

    it('moves focus to the element given as initialFocus', async () => {
      function WithField() {
        const field = useRef<HTMLInputElement>(null);
        return (
          <Demo initialFocus={field}>
            <label>
              Email <input ref={field} type="email" />
            </label>
          </Demo>
        );
      }
      const user = userEvent.setup();
      render(<WithField />);
      await user.click(screen.getByRole('button', { name: 'Show cover' }));
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    });

    it('closes on Escape, reports it through onClose and returns focus to the opener', async () => {
      const onClose = vi.fn();
      function Controlled() {
        const modal = useModal();
        return (
          <>
            <Button {...modal.triggerProps}>Show cover</Button>
            <Modal
              visible={modal.visible}
              onClose={() => {
                onClose();
                modal.close();
              }}
              title="Your cover"
            >
              <p>Hospital and extras.</p>
            </Modal>
          </>
        );
      }
      const user = userEvent.setup();
      render(<Controlled />);
      const trigger = screen.getByRole('button', { name: 'Show cover' });
      await user.click(trigger);
      expect(screen.getByRole('dialog', { name: 'Your cover' })).toBeVisible();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(trigger).toHaveFocus();
    });

    it('closes with its close button and returns focus to the opener', async () => {
      const { user, trigger } = await openDemo();
      await user.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(trigger).toHaveFocus());
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('opens from the keyboard with Enter on its button', async () => {
      const user = userEvent.setup();
      render(<Demo />);
      await user.tab();
      expect(screen.getByRole('button', { name: 'Show cover' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('dialog', { name: 'Your cover' })).toContainElement(
        document.activeElement as HTMLElement,
      );
    });
  });

  it('locks the page scroll while open and gives it back on close', async () => {
    const { dialog, user } = await openDemo();
    expect(dialog).toBeVisible();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes when the visitor goes Back or Forward', async () => {
    await openDemo();
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names its close button in the words its messages give, and can put it under the content', async () => {
    const { user, trigger } = await openDemo({ messages: { close: 'Cancel' }, closePlacement: 'footer' });
    expect(screen.queryByRole('button', { name: defaultModalMessages.close })).toBeNull();
    // The footer button comes after the content, so focus starts on the first link.
    expect(screen.getByRole('link', { name: 'Policy booklet' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes on a click on the backdrop but not on a click inside', async () => {
    const { user, dialog } = await openDemo();
    await user.click(screen.getByText('Hospital and extras from 1 July.'));
    expect(dialog).toBeVisible();
    // A backdrop click targets the dialog itself at a point outside its box.
    const box = dialog.getBoundingClientRect();
    await user.pointer({
      keys: '[MouseLeft]',
      target: dialog,
      coords: { clientX: box.right + 10, clientY: 5 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays open on a backdrop click when closeOnBackdropClick is false', async () => {
    const { user, dialog } = await openDemo({ closeOnBackdropClick: false });
    const box = dialog.getBoundingClientRect();
    await user.pointer({
      keys: '[MouseLeft]',
      target: dialog,
      coords: { clientX: box.right + 10, clientY: 5 },
    });
    expect(dialog).toBeVisible();
  });

  it('closes when a link inside is followed, with closeOnLinkClick', async () => {
    const { user } = await openDemo({
      closeOnLinkClick: true,
      children: <a href="#waiting-periods">Waiting periods</a>,
    });
    await user.click(screen.getByRole('link', { name: 'Waiting periods' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows header actions before the close button', async () => {
    await openDemo({ headerActions: <a href="/health-insurance/join/welcome">Get a quote</a> });
    expect(screen.getByRole('link', { name: 'Get a quote' })).toHaveFocus();
  });

  it('is at most --modal-max-width wide, or --modal-content-max-width for the content size', async () => {
    const { dialog } = await openDemo();
    expect(declarationsFor(dialog, 'max-inline-size').at(-1)?.value).toContain('var(--modal-max-width)');
    dialog.setAttribute('data-size', 'content');
    expect(declarationsFor(dialog, 'max-inline-size').at(-1)?.value).toContain(
      'var(--modal-content-max-width)',
    );
  });

  it('has no axe violations while open', async () => {
    const { dialog } = await openDemo({ footer: <Button>Save</Button> });
    await expectNoAxeViolations(dialog);
  });

  it('has no axe violations while open as a drawer', async () => {
    const { dialog } = await openDemo({ title: 'Navigation', hideTitle: true, placement: 'drawer' });
    await expectNoAxeViolations(dialog);
  });
});
