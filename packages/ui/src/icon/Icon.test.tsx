import { render, screen } from '@testing-library/react';
import { PhoneIcon } from '@ds/icons';
import type { IconProps as SvgIconProps } from '@ds/icons';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Icon } from './Icon';
import { NamedIcon } from './NamedIcon';

function CustomSvg(props: SvgIconProps) {
  return (
    <svg viewBox="0 0 24 24" {...props}>
      <circle cx="12" cy="12" r="10" />
    </svg>
  );
}

describe('Icon', () => {
  it('is decorative by default: hidden from assistive technology and not focusable', () => {
    const { container } = render(<Icon icon={PhoneIcon} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image with a name when given a label', () => {
    render(<Icon icon={PhoneIcon} label="Phone" />);
    const img = screen.getByRole('img', { name: 'Phone' });
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it.each([16, 20, 24, 32, 48])('renders at %ipx', (size) => {
    const { container } = render(<Icon icon={PhoneIcon} size={size} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('width', String(size));
    expect(svg).toHaveAttribute('height', String(size));
  });

  it('draws in the current text colour', () => {
    const { container } = render(<Icon icon={PhoneIcon} />);
    expect(container.querySelector('svg')).toHaveAttribute('stroke', 'currentColor');
  });

  it('works with any SVG component, labelled or not', () => {
    const { container } = render(
      <>
        <Icon icon={CustomSvg} size={32} />
        <Icon icon={CustomSvg} label="Status" />
      </>,
    );
    const [decorative] = container.querySelectorAll('svg');
    expect(decorative).toHaveAttribute('aria-hidden', 'true');
    expect(decorative).toHaveAttribute('width', '32');
    expect(screen.getByRole('img', { name: 'Status' })).toBeInTheDocument();
  });

  it('has no axe violations, labelled or decorative', async () => {
    const { container } = render(
      <p>
        <Icon icon={PhoneIcon} /> 1300 975 707 <Icon icon={PhoneIcon} label="Phone" />
      </p>,
    );
    await expectNoAxeViolations(container);
  });
});

describe('NamedIcon', () => {
  it('renders the catalogue icon of that name, decorative unless labelled', () => {
    const { container } = render(
      <>
        <NamedIcon name="search" size={20} />
        <NamedIcon name="phone" label="Phone" />
      </>,
    );
    const decorative = container.querySelector('svg');
    expect(decorative).toHaveAttribute('aria-hidden', 'true');
    expect(decorative).toHaveAttribute('width', '20');
    expect(screen.getByRole('img', { name: 'Phone' })).toBeInTheDocument();
  });

  it('renders nothing for a name the catalogue does not have', () => {
    const { container } = render(<NamedIcon name="no-such-icon" />);
    expect(container).toBeEmptyDOMElement();
  });
});
