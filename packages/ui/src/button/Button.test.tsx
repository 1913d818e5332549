import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { PhoneIcon } from '@ds/icons';
import { Icon } from '../icon';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Button } from './Button';

describe('Button', () => {
  it('renders a native button of type "button" by default', () => {
    render(<Button>Get a quote</Button>);
    const button = screen.getByRole('button', { name: 'Get a quote' });
    expect(button.tagName).toBe('BUTTON');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('when focus is on the button, Enter and Space each activate it', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Compare covers</Button>);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Compare covers' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('submits its form when given type="submit"', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form aria-label="Quote" onSubmit={onSubmit}>
        <Button type="submit">Continue</Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('renders a link with the same look when given an href', () => {
    render(
      <Button href="/health-insurance/join/welcome" variant="secondary">
        Get a quote
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Get a quote' });
    expect(link).toHaveAttribute('href', '/health-insurance/join/welcome');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('passes new-tab behaviour through when rendered as a link', () => {
    render(
      <Button href="https://example.com/login" newTab>
        Member login
      </Button>,
    );
    // jsdom drops the space before the hidden hint that browsers keep (see the Link tests).
    const link = screen.getByRole('link', { name: /^Member login ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps decorative icons out of the accessible name', () => {
    render(
      <Button iconStart={<Icon icon={PhoneIcon} size={20} />} variant="tertiary">
        Call us
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Call us' })).toBeInTheDocument();
  });

  it('while loading, stays focusable, says it is loading and ignores activation', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form aria-label="Payment" onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Pay now
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: /^Pay now ?Loading$/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does not activate when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Next
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Next' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has no axe violations across variants, sizes and states', async () => {
    const { container } = render(
      <div>
        <Button>Primary</Button>
        <Button variant="secondary" size="sm">
          Secondary
        </Button>
        <Button variant="tertiary" size="lg" iconEnd={<Icon icon={PhoneIcon} />}>
          Tertiary
        </Button>
        <Button fullWidth loading>
          Saving
        </Button>
        <Button href="/help">Help</Button>
        <Button aria-label="Call us" iconStart={<Icon icon={PhoneIcon} />} />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
