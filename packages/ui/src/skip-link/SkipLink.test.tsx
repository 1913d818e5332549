import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../test-utils/axe';
import { SkipLink } from './SkipLink';

function Page() {
  return (
    <>
      <SkipLink />
      <header>
        <a href="/">Home</a>
      </header>
      <main id="main-content" tabIndex={-1}>
        <h1>Health insurance</h1>
      </main>
    </>
  );
}

describe('SkipLink', () => {
  it('links to the main content with the default text', () => {
    render(<SkipLink />);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  });

  it('is the first thing the Tab key reaches', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
  });

  it('is visually hidden until focused (it sits in a focusable VisuallyHidden)', () => {
    render(<SkipLink />);
    const link = screen.getByRole('link', { name: 'Skip to content' });
    expect(link.parentElement).toHaveAttribute('data-focusable');
  });

  it('takes another target and text', () => {
    render(<SkipLink href="#search">Skip to search</SkipLink>);
    expect(screen.getByRole('link', { name: 'Skip to search' })).toHaveAttribute('href', '#search');
  });

  it('has no axe violations on a page', async () => {
    const { container } = render(<Page />);
    await expectNoAxeViolations(container);
  });
});
