import { render, screen } from '@testing-library/react';
import { breakpoints } from '@ds/tokens/tokens';
import { expectNoAxeViolations } from '../test-utils/axe';
import { declarationsFor } from '../test-utils/styles';
import { Heading } from './Heading';
import type { HeadingSize } from './Heading';

// Each size is a font-size token on phones and the next one up from the md breakpoint.
const fontSizes: Record<HeadingSize, [string, string]> = {
  xs: ['sm', 'md'],
  sm: ['md', 'lg'],
  md: ['lg', 'xl'],
  lg: ['xl', '2xl'],
  xl: ['2xl', '3xl'],
  '2xl': ['3xl', '4xl'],
  '3xl': ['4xl', '5xl'],
};

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
    expect(getComputedStyle(heading).fontSize).toBe('var(--font-size-md)');
  });

  it.each([
    [1, '4xl'],
    [2, '3xl'],
    [3, '2xl'],
    [4, 'xl'],
    [5, 'lg'],
    [6, 'md'],
  ] as const)(
    'sizes level %i by its level when no size is given (--font-size-%s on phones)',
    (level, size) => {
      render(<Heading level={level}>Extras</Heading>);
      expect(getComputedStyle(screen.getByRole('heading', { level })).fontSize).toBe(
        `var(--font-size-${size})`,
      );
    },
  );

  it.each(Object.entries(fontSizes))(
    'steps size %s up one font size from the md breakpoint',
    (size, [phone, md]) => {
      render(
        <Heading level={2} size={size as HeadingSize}>
          Cover options
        </Heading>,
      );
      expect(declarationsFor(screen.getByRole('heading'), 'font-size')).toEqual([
        { media: null, value: `var(--font-size-${phone})` },
        { media: `(min-width: ${breakpoints.md}px)`, value: `var(--font-size-${md})` },
      ]);
    },
  );

  it('uses the heading font, weight and colour, with no margin', () => {
    render(<Heading level={3}>Dental</Heading>);
    const style = getComputedStyle(screen.getByRole('heading'));
    expect(style.fontFamily).toBe('var(--font-family-heading)');
    expect(style.fontWeight).toBe('var(--font-weight-bold)');
    expect(style.color).toBe('var(--color-text-heading)');
    expect(style.margin).toBe('0px');
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
