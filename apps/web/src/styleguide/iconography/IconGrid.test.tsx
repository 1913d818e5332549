import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IconGrid } from './IconGrid';
import type { IconGroup } from './IconGrid';

const groups: IconGroup[] = [
  {
    slug: 'health-care',
    label: 'Health care',
    system: [
      ['heart-pulse', 'Heart Pulse'],
      ['tooth', 'Tooth'],
    ],
    graphic: [['graphic-hospital', 'Hospital Building']],
  },
  { slug: 'travel', label: 'Travel', system: [['plane', 'Plane']], graphic: [] },
];

describe('IconGrid', () => {
  it('draws each category as a section named by its heading, each icon a link to its page', () => {
    render(<IconGrid groups={groups} sprite="/sprite.svg" />);
    const health = screen.getByRole('region', { name: 'Health care' });
    expect(within(health).getByRole('link', { name: 'Heart Pulse' })).toHaveAttribute(
      'href',
      '/foundations/iconography/system-icons/heart-pulse',
    );
    expect(within(health).getByRole('link', { name: /^Hospital Building/ })).toHaveAttribute(
      'href',
      '/foundations/iconography/graphic-icons/hospital-building',
    );
    // System icons, then the Graphic ones in a list of their own; a category without Graphic icons has one list.
    expect(within(health).getAllByRole('list')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Travel' })).getAllByRole('list')).toHaveLength(1);
  });

  it('marks sections and tiles for the filter, and draws each glyph from the sprite at its size', () => {
    const { container } = render(<IconGrid groups={groups} sprite="/sprite.svg" />);
    expect(
      [...container.querySelectorAll('[data-icon-category]')].map((s) =>
        s.getAttribute('data-icon-category'),
      ),
    ).toEqual(['health-care', 'travel']);
    const tooth = container.querySelector('[data-icon-name="tooth"] svg');
    expect(tooth).toHaveAttribute('width', '32');
    expect(tooth?.querySelector('use')).toHaveAttribute('href', '/sprite.svg#tooth');
    expect(container.querySelector('[data-icon-name="graphic-hospital"] svg')).toHaveAttribute('width', '48');
  });
});
