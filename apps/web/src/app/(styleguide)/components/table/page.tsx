// The Table page: data tables on TanStack Table 9, one demo per feature (sorting, pagination, sub-rows, row
// selection, fuzzy filter), their props and accessibility notes.
import { Copy } from '@ds/ui';
import { DocPage, DocSection, docMetadata } from '@/styleguide/DocPage';
import { Example } from '@/styleguide/Example';
import { exampleSource } from '@/styleguide/example-source';
import { PropsTable } from '@/styleguide/PropsTable';
import dataTableProps from '@/styleguide/props/DataTable.json';
import dataTableMessages from '@/styleguide/props/DataTableMessages.json';
import FuzzyFilterTable from './examples/fuzzy-filter';
import PaginationTable from './examples/pagination';
import SelectionTable from './examples/row-selection';
import SortingTable from './examples/sorting';
import ExpandingTable from './examples/sub-rows';

const PATH = '/components/table';
export const metadata = docMetadata(PATH);

export default function TablePage() {
  return (
    <DocPage path={PATH}>
      <DocSection title="Examples">
        <Example
          title="Sorting"
          description="Each column header is a button: the first press sorts ascending, the second descending, the third returns the rows to their order. The sorted column carries aria-sort and an arrow."
          code={exampleSource(PATH, 'sorting')}
        >
          <SortingTable />
        </Example>
        <Example
          title="Pagination"
          description="Ten rows a page, with first, previous, next and last page buttons, ‘Go to page:’ (empty means the first page; a number past the end shows the last, and says so) and page sizes from ‘Show 10’ to ‘Show 50’."
          code={exampleSource(PATH, 'pagination')}
        >
          <PaginationTable />
        </Example>
        <Example
          title="Sub-rows"
          description="A row with people under it has a button that shows or hides them; they are indented, and stay on their parent’s page."
          code={exampleSource(PATH, 'sub-rows')}
        >
          <ExpandingTable />
        </Example>
        <Example
          title="Row selection"
          description="A checkbox per row and one to select every row, which is partly checked while only some are. The count of selected rows is read out as it changes."
          code={exampleSource(PATH, 'row-selection')}
        >
          <SelectionTable />
        </Example>
        <Example
          title="Fuzzy filter"
          description="Type in ‘Filter table’: rows match by any of their values, even with letters left out (‘jnes’ finds Jones), best match first. How many match is read out."
          code={exampleSource(PATH, 'fuzzy-filter')}
        >
          <FuzzyFilterTable />
        </Example>
      </DocSection>
      <DocSection title="Props">
        <Copy>
          <p>
            The table’s own words (‘Filter table’, ‘Select all rows’, the counts, the pager’s buttons, ‘Go to
            page:’ and ‘Page N of M’) are the defaults of <code>messages</code> (
            <code>defaultDataTableMessages</code>); a count has a key for one row and one for more.{' '}
            <code>rowNouns</code> names this table’s rows.
          </p>
        </Copy>
        <PropsTable component="DataTable" rows={dataTableProps} />
        <PropsTable component="DataTable" caption="Messages of DataTable" rows={dataTableMessages} />
      </DocSection>
      <DocSection title="Accessibility">
        <ul>
          <li>
            It is a native table with a caption and column headers. In the scrollable wrapper, a table wider
            than the screen scrolls sideways and is a tab stop, so the arrow keys can scroll it.
          </li>
          <li>
            A sortable header holds a button named by the column. Only the sorted column has{' '}
            <code>aria-sort</code> (ascending or descending), so a screen reader says which column orders the
            rows.
          </li>
          <li>
            ‘Page N of M’, the number of rows matching the filter and the number selected are polite status
            messages: they are read after what the visitor is doing.
          </li>
          <li>
            The page buttons are disabled where they would go nowhere. ‘Go to page:’ keeps digits only, and a
            number past either end is brought into range with a message tied to the input.
          </li>
          <li>
            A row’s sub-rows button says whether they are shown (<code>aria-expanded</code>); the select-all
            checkbox is reported as ‘mixed’ while only some rows are selected.
          </li>
          <li>The first page is in the page’s HTML, so the table reads before its script has loaded.</li>
        </ul>
      </DocSection>
    </DocPage>
  );
}
