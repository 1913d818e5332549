import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../test-utils/axe';
import { MessageBox } from './MessageBox';
import { messageTypes } from './messageTypes';

describe('MessageBox', () => {
  it.each([
    ['success', 'Success: Claim submitted'],
    ['info', 'Information: Claim submitted'],
    ['warning', 'Warning: Claim submitted'],
    ['error', 'Error: Claim submitted'],
  ] as const)('says the %s type in text before the title', (type, text) => {
    render(
      <MessageBox type={type} appearance="loud" title="Claim submitted" data-testid="box">
        <p>We will email you when it is processed.</p>
      </MessageBox>,
    );
    expect(screen.getByText('Claim submitted')).toHaveTextContent(text);
  });

  it('says the type before the message when there is no title', () => {
    render(
      <MessageBox type="warning" appearance="soft" data-testid="box">
        <p>Your payment is due in 3 days.</p>
      </MessageBox>,
    );
    expect(screen.getByTestId('box')).toHaveTextContent(/^Warning: Your payment is due in 3 days\.$/);
  });

  it('takes another word for the type from its messages, or none', () => {
    const { rerender } = render(
      <MessageBox type="error" appearance="loud" messages={{ error: 'Problem' }} data-testid="box">
        Card declined.
      </MessageBox>,
    );
    expect(screen.getByTestId('box')).toHaveTextContent(/^Problem: Card declined\.$/);
    rerender(
      <MessageBox type="error" appearance="loud" messages={{ error: '' }} data-testid="box">
        Card declined.
      </MessageBox>,
    );
    expect(screen.getByTestId('box')).toHaveTextContent(/^Card declined\.$/);
  });

  it('keeps the type icon out of the accessibility tree, since the text says the type', () => {
    render(
      <MessageBox type="info" appearance="loud" data-testid="box">
        Prices change on 1 April.
      </MessageBox>,
    );
    const icon = screen.getByTestId('box').querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('makes the title a heading only when given a level', () => {
    const { rerender } = render(
      <MessageBox type="success" appearance="loud" title="Payment received" titleLevel={3}>
        Thank you.
      </MessageBox>,
    );
    // jsdom drops the space after the hidden type word that browsers keep (see the Link tests).
    expect(
      screen.getByRole('heading', { level: 3, name: /^Success: ?Payment received$/ }),
    ).toBeInTheDocument();
    rerender(
      <MessageBox type="success" appearance="loud" title="Payment received">
        Thank you.
      </MessageBox>,
    );
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it.each(messageTypes)('colours the %s type from its tokens', (type) => {
    render(
      <MessageBox type={type} appearance="loud" title="Title" data-testid="box">
        Message
      </MessageBox>,
    );
    const box = screen.getByTestId('box');
    expect(getComputedStyle(box).backgroundColor).toBe('var(--message-surface)');
    expect(getComputedStyle(box).getPropertyValue('--message-surface').trim()).toBe(
      `var(--color-${type}-surface)`,
    );
    expect(getComputedStyle(box).getPropertyValue('--message-text').trim()).toBe(`var(--color-${type}-text)`);
    expect(getComputedStyle(screen.getByText('Title')).color).toBe('var(--message-text)');
  });

  it('stops at a readable width unless full width; a banner always fills its container', () => {
    const { rerender } = render(<MessageBox type="info" appearance="loud" data-testid="box" />);
    expect(getComputedStyle(screen.getByTestId('box')).maxInlineSize).not.toBe('none');
    rerender(<MessageBox type="info" appearance="loud" fullWidth data-testid="box" />);
    expect(getComputedStyle(screen.getByTestId('box')).maxInlineSize).toBe('none');
    rerender(<MessageBox type="info" appearance="banner" data-testid="box" />);
    expect(getComputedStyle(screen.getByTestId('box')).maxInlineSize).toBe('none');
  });

  it('has no axe violations in every type and appearance', async () => {
    const { container } = render(
      <div>
        {messageTypes.flatMap((type) =>
          (['loud', 'soft', 'banner'] as const).map((appearance) => (
            <MessageBox key={`${type}-${appearance}`} type={type} appearance={appearance} title="Heads up">
              <p>Something to know.</p>
            </MessageBox>
          )),
        )}
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
