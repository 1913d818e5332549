import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, vi } from 'vitest';
import { expectNoAxeViolations } from '@ds/ui/test-utils/axe';
import { installDialogPolyfill } from '@ds/ui/test-utils/dialog';

beforeAll(() => installDialogPolyfill());
import { InclusionList } from './InclusionList';
import { forgetCoverDetails } from './fetch-cover-detail';
import { forgetOpenLists } from './open-lists';

afterEach(() => forgetOpenLists());

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

  it('remembers an opened list for the tab under its key: mounted again in the browser (Back), it is open', () => {
    const first = render(
      <InclusionList items={items} rememberAs="card:hospital-gold" collapseBelow={null} />,
    );
    fireEvent.click(screen.getByText('Show cover details'));
    first.unmount();
    const again = render(
      <InclusionList items={items} rememberAs="card:hospital-gold" collapseBelow={null} />,
    );
    expect(screen.getByText('Hide cover details')).toBeInTheDocument();
    again.unmount();
    // Another list, and a list with nothing to remember it by, start closed.
    const other = render(
      <InclusionList items={items} rememberAs="product:hospital-gold" collapseBelow={null} />,
    );
    expect(screen.getByText('Show cover details')).toBeInTheDocument();
    other.unmount();
    render(<InclusionList items={items} collapseBelow={null} />);
    expect(screen.getByText('Show cover details')).toBeInTheDocument();
  });

  it('starts closed on a page loaded whole (hydrated), where opening it would push the restored scroll', async () => {
    const list = <InclusionList items={items} rememberAs="card:hospital-gold" collapseBelow={null} />;
    const first = render(list);
    fireEvent.click(screen.getByText('Show cover details'));
    first.unmount();
    const container = document.createElement('div');
    container.innerHTML = renderToString(list);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, list);
    });
    expect(within(container).getByText('Show cover details')).toBeInTheDocument();
    container.remove();
  });

  it('forgets a list the visitor closed', () => {
    const first = render(
      <InclusionList items={items} rememberAs="card:hospital-gold" collapseBelow={null} />,
    );
    fireEvent.click(screen.getByText('Show cover details'));
    fireEvent.click(screen.getByText('Hide cover details'));
    first.unmount();
    render(<InclusionList items={items} rememberAs="card:hospital-gold" collapseBelow={null} />);
    expect(screen.getByText('Show cover details')).toBeInTheDocument();
  });

  it('sits behind the toggle at every width without a breakpoint (cards side by side)', () => {
    const { container } = render(<InclusionList items={items} collapseBelow={null} />);
    expect(container.querySelector('details')).not.toHaveAttribute('data-static-from');
    expect(screen.queryByText('Cover details')).toBeNull();
    fireEvent.click(screen.getByText('Show cover details'));
    expect(screen.getByText('Hide cover details')).toBeInTheDocument();
  });
});

describe('InclusionList with details fetched from the cover-details page', () => {
  const page = `<!DOCTYPE html><html><body><main>
    <section id="cover-detail-rehabilitation"><h2>Rehabilitation</h2><div id="cover-detail-rehabilitation-body"><p>Rehab detail from the page</p>
    <a href="/docs/policy-booklet#hospital-rehabilitation">Read the policy booklet</a></div></section>
    <section id="cover-detail-cataracts"><h2>Cataracts</h2><div id="cover-detail-cataracts-body"><p>Cataract detail from the page</p></div></section>
    <script>window.ran = true</script></main></body></html>`;
  const fetched = [
    {
      id: 'rehabilitation',
      name: 'Rehabilitation',
      coveredTypeCode: 'MBP' as const,
    },
    {
      id: 'cataracts',
      name: 'Cataracts',
      coveredTypeCode: 'Inclusion' as const,
    },
  ];

  afterEach(() => {
    forgetCoverDetails();
    vi.unstubAllGlobals();
  });

  it('fetches the page once, when the list is opened, and shows each item’s own section', async () => {
    const fetchPage = vi.fn(async () => new Response(page, { status: 200 }));
    vi.stubGlobal('fetch', fetchPage);
    const { container } = render(
      <InclusionList items={fetched} detailsOf="hospital-gold" collapseBelow={null} />,
    );
    expect(fetchPage).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Show cover details'));
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage.mock.calls[0]).toEqual([
      '/health-insurance/cover-details/hospital-gold',
      expect.anything(),
    ]);

    fireEvent.click(screen.getByRole('button', { name: /Rehabilitation/ }));
    const dialog = screen.getByRole('dialog', { name: 'Rehabilitation' });
    expect(await within(dialog).findByText('Rehab detail from the page')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Read the policy booklet' })).toHaveAttribute(
      'href',
      '/docs/policy-booklet#hospital-rehabilitation',
    );
    expect(dialog).not.toHaveTextContent('Cataract detail');
    // The section's body alone: the modal's title already names the inclusion.
    expect(within(dialog).queryByRole('heading', { level: 2, name: 'Rehabilitation' })).not.toBeNull();
    expect(within(dialog).getAllByRole('heading', { name: 'Rehabilitation' })).toHaveLength(1);
    expect((window as { ran?: boolean }).ran).toBeUndefined();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // The dialog's close event comes in a task of its own, as in a browser: the visitor clicks on after it.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: /Cataracts/ }));
    expect(
      await within(screen.getByRole('dialog', { name: 'Cataracts' })).findByText(
        'Cataract detail from the page',
      ),
    ).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('says it is loading until the page comes', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    render(<InclusionList items={fetched} detailsOf="hospital-gold" collapseBelow={null} />);
    fireEvent.click(screen.getByText('Show cover details'));
    fireEvent.click(screen.getByRole('button', { name: /Rehabilitation/ }));
    const dialog = screen.getByRole('dialog', { name: 'Rehabilitation' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the cover details…');
    answer(new Response(page, { status: 200 }));
    expect(await within(dialog).findByText('Rehab detail from the page')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('says when the page could not be had and links to it, and tries again next time', async () => {
    const fetchPage = vi
      .fn()
      .mockResolvedValueOnce(new Response('Service Unavailable', { status: 503 }))
      .mockResolvedValueOnce(new Response(page, { status: 200 }));
    vi.stubGlobal('fetch', fetchPage);
    render(<InclusionList items={fetched} detailsOf="hospital-gold" collapseBelow={null} />);
    fireEvent.click(screen.getByText('Show cover details'));
    fireEvent.click(screen.getByRole('button', { name: /Rehabilitation/ }));
    const dialog = screen.getByRole('dialog', { name: 'Rehabilitation' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The cover details could not be loaded. Read them on their own page.',
    );
    expect(within(dialog).getByRole('link', { name: 'Read them on their own page' })).toHaveAttribute(
      'href',
      '/health-insurance/cover-details/hospital-gold#cover-detail-rehabilitation',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // The dialog's close event comes in a task of its own, as in a browser: the visitor clicks on after it.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /Rehabilitation/ }));
    expect(
      await within(screen.getByRole('dialog', { name: 'Rehabilitation' })).findByText(
        'Rehab detail from the page',
      ),
    ).toBeInTheDocument();
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });
});
