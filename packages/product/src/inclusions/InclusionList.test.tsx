import { fireEvent, render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '@ds/ui/test-utils/axe';
import { installDialogPolyfill } from '@ds/ui/test-utils/dialog';

beforeAll(() => installDialogPolyfill());
import { InclusionList } from './InclusionList';

const items = [
  {
    id: 'rehabilitation',
    name: 'Rehabilitation',
    coveredTypeCode: 'MBP' as const,
    detail: <p>Rehab detail</p>,
  },
  {
    id: 'cataracts',
    name: 'Cataracts',
    coveredTypeCode: 'Exclusion' as const,
    detail: <p>Cataract detail</p>,
  },
];

describe('InclusionList', () => {
  it('opens an item’s detail in a modal, with a Close button, and says each cover type', async () => {
    const { container } = render(<InclusionList items={items} />);
    expect(screen.getByText('Minimum Benefits Payable')).toBeInTheDocument();
    expect(screen.getByText('Excluded')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Rehabilitation/ }));
    const dialog = screen.getByRole('dialog', { name: 'Rehabilitation' });
    expect(dialog).toHaveTextContent('Rehab detail');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('is a plain list in static mode', () => {
    render(<InclusionList items={items} mode="static" />);
    expect(screen.queryByRole('button', { name: /Rehabilitation/ })).toBeNull();
    expect(screen.getByText('Rehabilitation')).toBeInTheDocument();
  });

  it('sits behind Show cover details / Hide cover details below the breakpoint', () => {
    render(<InclusionList items={items} />);
    const toggle = screen.getByText('Show cover details');
    fireEvent.click(toggle);
    expect(screen.getAllByText('Hide cover details').length).toBeGreaterThan(0);
    expect(document.querySelector('[data-static-from="xxl"]')).not.toBeNull();
  });

  it('sits behind the toggle at every width without a breakpoint (cards side by side)', () => {
    const { container } = render(<InclusionList items={items} collapseBelow={null} />);
    expect(container.querySelector('details')).not.toHaveAttribute('data-static-from');
    expect(screen.queryByText('Cover details')).toBeNull();
    fireEvent.click(screen.getByText('Show cover details'));
    expect(screen.getByText('Hide cover details')).toBeInTheDocument();
  });
});
