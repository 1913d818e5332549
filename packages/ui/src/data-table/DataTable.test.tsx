import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { expectNoAxeViolations } from '../test-utils/axe';
import { stubResizeObserver } from '../test-utils/resize-observer';
import { DataTable } from './DataTable';
import { dataTableColumns } from './features';
import { defaultDataTableMessages } from './messages';

interface Member {
  id: string;
  name: string;
  age: number;
  dependants?: Member[];
}

const members: Member[] = Array.from({ length: 23 }, (_, i) => ({
  id: `m${i + 1}`,
  name: `Member ${String(i + 1).padStart(2, '0')}`,
  age: 20 + ((i * 7) % 50),
}));
members[0]!.dependants = [
  { id: 'm1-a', name: 'Dependant A', age: 9 },
  { id: 'm1-b', name: 'Dependant B', age: 12 },
];

const column = dataTableColumns<Member>();
const columns = [column.accessor('name', { header: 'Name' }), column.accessor('age', { header: 'Age' })];
const common = {
  caption: 'Members',
  data: members,
  columns,
  getRowId: (m: Member) => m.id,
  rowLabel: (m: Member) => m.name,
};

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row');
const nameCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

beforeAll(() => stubResizeObserver());

describe('DataTable', () => {
  it('cycles a column’s sort none, ascending, descending, with aria-sort on that column only', async () => {
    const user = userEvent.setup();
    render(<DataTable {...common} />);
    const age = screen.getByRole('columnheader', { name: 'Age' });
    const sortAge = within(age).getByRole('button', { name: 'Age' });
    expect(age).not.toHaveAttribute('aria-sort');
    await user.click(sortAge);
    expect(age).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
    const ascending = bodyRows().map((row) => Number(within(row).getAllByRole('cell')[1]!.textContent));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await user.click(sortAge);
    expect(age).toHaveAttribute('aria-sort', 'descending');
    await user.click(sortAge);
    expect(age).not.toHaveAttribute('aria-sort');
  });

  it('pages with the buttons, the page size and Go to page', async () => {
    const user = userEvent.setup();
    render(<DataTable {...common} pageSize={10} />);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First page' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(3);
    // The pressed button goes nowhere now, and keeps focus rather than dropping it to the page.
    expect(screen.getByRole('button', { name: 'Last page' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Last page' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();

    const goTo = screen.getByRole('textbox', { name: 'Go to page:' });
    await user.clear(goTo);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await user.type(goTo, '2x');
    expect(goTo).toHaveValue('2');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.clear(goTo);
    await user.type(goTo, '99');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(goTo).toHaveAccessibleDescription('Error: There are 3 pages: showing page 3.');

    const size = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Show 10', 'Show 20', 'Show 30', 'Show 40', 'Show 50']);
    await user.selectOptions(size, 'Show 30');
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('expands and collapses sub-rows', async () => {
    const user = userEvent.setup();
    render(<DataTable {...common} getSubRows={(m) => m.dependants} pageSize={10} />);
    const toggle = screen.getByRole('button', { name: 'Rows under Member 01' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Dependant A')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The nesting is said as well as shown.
    expect(screen.getByRole('cell', { name: 'Under Member 01: Dependant A' })).toBeInTheDocument();
    // Sub-rows stay on their parent's page and do not push rows off it.
    expect(bodyRows()).toHaveLength(12);
    await user.click(toggle);
    expect(screen.queryByText('Dependant B')).not.toBeInTheDocument();
  });

  it('selects rows, with a select-all that is partly checked when only some are', async () => {
    const user = userEvent.setup();
    render(<DataTable {...common} selectable pageSize={10} rowNouns={['member', 'members']} />);
    const all = screen.getByRole('checkbox', { name: defaultDataTableMessages.selectAll });
    await user.click(screen.getByRole('checkbox', { name: 'Select Member 02' }));
    expect(all).toBePartiallyChecked();
    expect(screen.getByText('1 of 23 members selected')).toBeInTheDocument();
    await user.click(all);
    expect(all).toBeChecked();
    expect(screen.getByText('23 of 23 members selected')).toBeInTheDocument();
    await user.click(all);
    expect(all).not.toBeChecked();
    expect(all).not.toBePartiallyChecked();
  });

  it('filters by fuzzy match, best first, and says how many match', async () => {
    const user = userEvent.setup();
    render(<DataTable {...common} filterValues={(m) => [m.name, m.age]} />);
    await user.type(screen.getByRole('searchbox', { name: 'Filter table' }), 'member 2');
    expect(nameCells()[0]).toBe('Member 20');
    expect(screen.getByText(/rows match “member 2”\./)).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'member 07');
    expect(screen.getByText('1 row matches “member 07”.')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zzzz');
    expect(screen.getByText('No rows match “zzzz”.')).toBeInTheDocument();
  });

  it('says its own words from the messages given', async () => {
    const user = userEvent.setup();
    render(
      <DataTable
        {...common}
        selectable
        pageSize={10}
        filterValues={(m) => [m.name]}
        messages={{
          filterLabel: 'Search members',
          selectAll: 'Choose every member',
          nextPage: 'Forward',
          pageStatus: 'Sheet {page} / {pageCount}',
          selectedCountOther: '{selected}/{count} {rows} ticked',
          rowOther: 'members',
        }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Choose every member' })).toBeInTheDocument();
    expect(screen.getByText('0/23 members ticked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forward' }));
    expect(screen.getByText('Sheet 2 / 3')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'zzzz');
    expect(screen.getByText('No members match “zzzz”.')).toBeInTheDocument();
    // Words not given stay the defaults.
    expect(screen.getByRole('button', { name: defaultDataTableMessages.lastPage })).toBeInTheDocument();
  });

  it('renders the first page on the server, the same every time', () => {
    const html = renderToString(<DataTable {...common} pageSize={10} />);
    expect(html).toContain('Page 1 of 3');
    expect(html).toBe(renderToString(<DataTable {...common} pageSize={10} />));
  });

  it('passes axe with every feature on', async () => {
    const { container } = render(
      <DataTable
        {...common}
        selectable
        pageSize={10}
        getSubRows={(m) => m.dependants}
        filterValues={(m) => [m.name]}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
