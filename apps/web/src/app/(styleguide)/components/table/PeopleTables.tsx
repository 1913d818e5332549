'use client';
// The table demos: the same people columns in five tables, each showing one feature of the data table.
// Rows are made once per module from fixed seeds (stable arrays, as the table needs), so server and browser
// render the same first page.
import { DataTable, dataTableColumns } from '@ds/ui/data-table';
import { displayDate, makePeople, statusLabels } from './sample-people';
import type { Person } from './sample-people';

const column = dataTableColumns<Person>();
const columns = [
  column.accessor('firstName', { header: 'First name' }),
  column.accessor('lastName', { header: 'Last name' }),
  column.accessor('age', { header: 'Age' }),
  column.accessor('visits', { header: 'Visits' }),
  column.accessor('progress', { header: 'Progress', cell: (info) => `${info.getValue()}%` }),
  column.accessor('createdAt', { header: 'Joined', cell: (info) => displayDate(info.getValue()) }),
  column.accessor('status', {
    header: 'Status',
    cell: (info) => statusLabels[info.getValue()],
    // Sorted by the words shown, not the stored key, so the order looks alphabetical.
    sortFn: (a, b) => statusLabels[a.original.status].localeCompare(statusLabels[b.original.status]),
  }),
];

const common = {
  columns,
  getRowId: (person: Person) => person.id,
  rowLabel: (person: Person) => `${person.firstName} ${person.lastName}`,
  rowNouns: ['person', 'people'] as const,
};

const sortingRows = makePeople(1, 20);
const paginationRows = makePeople(2, 200);
const expandingRows = makePeople(3, 10, 3, 2);
const selectionRows = makePeople(4, 50);
const fuzzyRows = makePeople(5, 20);

export function SortingTable() {
  return <DataTable {...common} caption="Members, sortable by any column" data={sortingRows} pageSize={10} />;
}

export function PaginationTable() {
  return (
    <DataTable {...common} caption="200 members, a page at a time" data={paginationRows} pageSize={10} />
  );
}

export function ExpandingTable() {
  return (
    <DataTable
      {...common}
      caption="Members and the people on their policy"
      data={expandingRows}
      getSubRows={(person) => person.subRows}
      pageSize={10}
    />
  );
}

export function SelectionTable() {
  return <DataTable {...common} caption="Members to contact" data={selectionRows} selectable pageSize={10} />;
}

const searchable = (person: Person) => [
  person.firstName,
  person.lastName,
  person.age,
  person.visits,
  `${person.progress}%`,
  displayDate(person.createdAt),
  statusLabels[person.status],
];

export function FuzzyFilterTable() {
  return (
    <DataTable
      {...common}
      caption="Members, filtered by a fuzzy match"
      data={fuzzyRows}
      filterValues={searchable}
      pageSize={30}
    />
  );
}
