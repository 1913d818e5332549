import { render, screen, within } from '@testing-library/react';
import { expectNoAxeViolations } from '../test-utils/axe';
import { Badge, badgeSizes } from './Badge';
import { SHIELD_BOTTOM, SHIELD_TOP } from './shield';
import { badgeTiers } from './tiers';
import type { BadgeTier } from './tiers';

const expected: Array<[BadgeTier, string, number, string]> = [
  ['basic', 'Basic', 25, 'basic'],
  ['basic-plus', 'Basic Plus', 37.5, 'basic'],
  ['bronze', 'Bronze', 50, 'bronze'],
  ['bronze-plus', 'Bronze Plus', 62.5, 'bronze'],
  ['silver', 'Silver', 75, 'silver'],
  ['silver-plus', 'Silver Plus', 87.5, 'silver'],
  ['gold', 'Gold', 100, 'gold'],
];

/** The filled part of the shield: the second of its polygons (track, fill, outline). */
function fillOf(image: Element): Element {
  const fill = image.querySelectorAll('polygon')[1];
  if (!fill) throw new Error('The badge has no fill polygon');
  return fill;
}

/** Where the drawn fill reaches, as a percentage of the shield's height (read from the polygon's points). */
function drawnFillPortion(image: Element): number {
  const ys = (fillOf(image).getAttribute('points') ?? '')
    .split(' ')
    .map((point) => Number(point.split(',')[1]));
  return ((SHIELD_BOTTOM - Math.min(...ys)) / (SHIELD_BOTTOM - SHIELD_TOP)) * 100;
}

describe('Badge', () => {
  it('covers the seven tiers in order', () => {
    expect(badgeTiers).toEqual(expected.map(([tier]) => tier));
  });

  it.each(expected)(
    '%s is an image named "%s", filled to %s%% in the %s tier colour',
    (tier, name, portion, colour) => {
      render(<Badge tier={tier} />);
      const image = screen.getByRole('img', { name });
      expect(drawnFillPortion(image)).toBeCloseTo(portion, 1);
      expect(getComputedStyle(fillOf(image)).fill).toBe(`var(--color-tier-${colour})`);
    },
  );

  it('draws a level line below the top for every tier but Gold, which is full', () => {
    const { rerender } = render(<Badge tier="silver" />);
    const line = screen.getByRole('img').querySelector('line');
    expect(line).not.toBeNull();
    expect(Number(line!.getAttribute('y1'))).toBeGreaterThan(SHIELD_TOP);
    rerender(<Badge tier="gold" />);
    expect(screen.getByRole('img').querySelector('line')).toBeNull();
  });

  it('fills more of the shield at each higher tier, so the level tells the tiers apart without colour', () => {
    const portions = badgeTiers.map((tier) => {
      const { unmount } = render(<Badge tier={tier} />);
      const portion = drawnFillPortion(screen.getByRole('img'));
      unmount();
      return portion;
    });
    const sorted = [...portions].sort((a, b) => a - b);
    expect(portions).toEqual(sorted);
    expect(new Set(portions).size).toBe(badgeTiers.length);
  });

  it('takes an accessible name that overrides the tier name', () => {
    render(<Badge tier="bronze-plus" label="Bronze Plus hospital cover" />);
    expect(screen.getByRole('img', { name: 'Bronze Plus hospital cover' })).toBeInTheDocument();
  });

  it('with showLabel, writes the name as text and hides the shield from assistive technology', () => {
    render(
      <p data-testid="row">
        <Badge tier="silver-plus" showLabel />
      </p>,
    );
    const row = screen.getByTestId('row');
    expect(row).toHaveTextContent('Silver Plus');
    expect(within(row).queryByRole('img')).not.toBeInTheDocument();
    expect(row.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it.each(badgeSizes)('is %i pixels square', (size) => {
    render(<Badge tier="gold" size={size} />);
    const image = screen.getByRole('img', { name: 'Gold' });
    expect(image).toHaveAttribute('width', String(size));
    expect(image).toHaveAttribute('height', String(size));
  });

  it('uses no style attribute anywhere, so a strict CSP allows it', () => {
    const { container } = render(
      <div>
        {badgeTiers.map((tier) => (
          <Badge key={tier} tier={tier} size={128} showLabel />
        ))}
      </div>,
    );
    expect(container.querySelector('[style]')).toBeNull();
  });

  it('has no axe violations, as images and with written labels', async () => {
    const { container } = render(
      <div>
        {badgeTiers.map((tier) => (
          <Badge key={tier} tier={tier} />
        ))}
        <Badge tier="basic-plus" size={16} showLabel />
      </div>,
    );
    await expectNoAxeViolations(container);
  });
});
