import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckAnswers } from './CheckAnswers';

const sections = [
  {
    title: 'Your plan',
    changeHref: '/thrive/join/your-plan',
    rows: [{ label: 'Plan dates', value: '1 July 2026 to 30 June 2027' }],
  },
  { title: 'Consent', rows: [{ label: 'Agreed to', value: 'I agree.' }] },
];

describe('CheckAnswers', () => {
  it('names each step’s section by its heading and lists its answers as terms and details', () => {
    render(<CheckAnswers sections={sections} />);
    const plan = screen.getByRole('region', { name: 'Your plan' });
    expect(plan).toHaveTextContent('Plan dates1 July 2026 to 30 June 2027');
    expect(screen.getAllByRole('term').map((node) => node.textContent)).toEqual(['Plan dates', 'Agreed to']);
    expect(screen.getAllByRole('definition').map((node) => node.textContent)).toEqual([
      '1 July 2026 to 30 June 2027',
      'I agree.',
    ]);
  });

  it('says in each Change link’s name which answers it changes, and shows none where nothing can change', () => {
    render(<CheckAnswers sections={sections} />);
    expect(screen.getByRole('link', { name: 'Change your plan' })).toHaveAttribute(
      'href',
      '/thrive/join/your-plan',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
