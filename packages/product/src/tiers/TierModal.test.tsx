import { fireEvent, render, screen } from '@testing-library/react';
import { installDialogPolyfill } from '@ds/ui/test-utils/dialog';
import { TIER_MODAL_FAILED, TIER_MODAL_LOADING, TIER_MODAL_TITLE, TierModalButton } from './TierModal';

beforeAll(() => installDialogPolyfill());
afterEach(() => {
  vi.doUnmock('./TierModalContent');
  vi.resetModules();
});

describe('TierModalButton', () => {
  it('opens the tier modal with the tier rules, the restricted-benefits expander and a Close button', async () => {
    render(<TierModalButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Hospital tiers explained' }));
    const dialog = screen.getByRole('dialog', { name: TIER_MODAL_TITLE });
    expect(TIER_MODAL_TITLE).toBe('New categories to help you choose your level of cover');
    expect(await screen.findByRole('heading', { name: 'Hospital tiers explained' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Minimum Benefits Payable for hospital rehabilitation');
    expect(dialog).toHaveTextContent('18 further hospital services');
    expect(dialog).toHaveTextContent('8 groupings of hospital services');
    expect(dialog).toHaveTextContent('must not exclude or restrict any Medicare-recognised hospital service');
    expect(dialog).toHaveTextContent('100% of the MBS fee');
    expect(dialog).toHaveTextContent('up to 45 days');
    expect(dialog).toHaveTextContent('within 24 hours');
    expect(dialog).toHaveTextContent('within 90 days');
    expect(screen.getByText('What restricted benefits mean')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('imports its content when the visitor points at the button, and says it is loading until it arrives', async () => {
    let imports = 0;
    let arrive = () => {};
    vi.resetModules();
    vi.doMock('./TierModalContent', async () => {
      imports += 1;
      await new Promise<void>((resolve) => {
        arrive = resolve;
      });
      return { TierModalContent: () => <p>The tiers, explained</p> };
    });
    const { TierModalButton: Button } = await import('./TierModal');
    render(<Button />);
    const button = screen.getByRole('button', { name: 'Hospital tiers explained' });
    await Promise.resolve();
    expect(imports).toBe(0);
    fireEvent.pointerEnter(button);
    await vi.waitFor(() => expect(imports).toBe(1));
    fireEvent.click(button);
    expect(screen.getByRole('dialog', { name: TIER_MODAL_TITLE })).toHaveTextContent(TIER_MODAL_LOADING);
    arrive();
    expect(await screen.findByText('The tiers, explained')).toBeInTheDocument();
    expect(screen.queryByText(TIER_MODAL_LOADING)).toBeNull();
    expect(imports).toBe(1);
  });

  it('says so when its content cannot be loaded', async () => {
    vi.resetModules();
    vi.doMock('./TierModalContent', () => Promise.reject(new Error('offline')));
    const { TierModalButton: Button } = await import('./TierModal');
    render(<Button />);
    fireEvent.click(screen.getByRole('button', { name: 'Hospital tiers explained' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TIER_MODAL_FAILED);
  });
});
