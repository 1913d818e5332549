import { render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Heading } from './Heading';

describe('Heading', () => {
  it.each([1, 2, 3, 4, 5, 6] as const)('renders level %i as an h%i', (level) => {
    render(<Heading level={level}>Hospital cover</Heading>);
    const heading = screen.getByRole('heading', { level, name: 'Hospital cover' });
    expect(heading.tagName).toBe(`H${level}`);
  });

  it('keeps the outline level when the visual size is changed', () => {
    render(
      <Heading level={1} size="sm">
        Small page title
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Small page title' });
    expect(heading).toHaveClass('size-sm');
    expect(heading).not.toHaveClass('size-3xl');
  });

  it('sizes by level when no size is given', () => {
    render(
      <>
        <Heading level={2}>Extras</Heading>
        <Heading level={4}>Dental</Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveClass('size-2xl');
    expect(screen.getByRole('heading', { level: 4 })).toHaveClass('size-lg');
  });

  it('passes id and other heading attributes through', () => {
    render(
      <Heading level={2} id="cover-options" className="extra">
        Cover options
      </Heading>,
    );
    const heading = screen.getByRole('heading', { name: 'Cover options' });
    expect(heading).toHaveAttribute('id', 'cover-options');
    expect(heading).toHaveClass('extra');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Heading level={1}>Health insurance</Heading>
        <Heading level={2} size="md">
          Compare covers
        </Heading>
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
