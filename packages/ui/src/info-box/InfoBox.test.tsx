import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../test-utils/axe';
import { InfoBox } from './InfoBox';

describe('InfoBox', () => {
  it('is a note that says its type in text, info by default', () => {
    render(
      <InfoBox title="Waiting periods">
        <p>A 2 month waiting period applies to psychiatric services.</p>
      </InfoBox>,
    );
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(/^Information: Waiting periods/);
    expect(note).toHaveTextContent('A 2 month waiting period applies to psychiatric services.');
  });

  it.each([
    ['success', 'Success'],
    ['warning', 'Warning'],
    ['error', 'Error'],
  ] as const)('says the %s type as "%s"', (type, word) => {
    render(<InfoBox type={type}>Good to know.</InfoBox>);
    expect(screen.getByRole('note')).toHaveTextContent(new RegExp(`^${word}: Good to know\\.$`));
  });

  it('is never a live region, so it is read in place like the text around it', () => {
    const { container } = render(<InfoBox type="error">Not covered.</InfoBox>);
    expect(container.querySelector('[aria-live], [role="status"], [role="alert"]')).toBeNull();
  });

  it('takes a heading level for its title', () => {
    render(
      <InfoBox title="Before you claim" titleLevel={2}>
        Keep your receipts.
      </InfoBox>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: /^Information: ?Before you claim$/ }),
    ).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        {(['success', 'info', 'warning', 'error'] as const).map((type) => (
          <InfoBox key={type} type={type} title="Good to know" titleLevel={3}>
            <p>Supporting information.</p>
          </InfoBox>
        ))}
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
