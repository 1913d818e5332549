'use client';
// The Table page’s Sorting example. Its columns are the people columns every example of the page uses. Rows are
// made from a fixed seed (a stable array, as the table needs), so server and browser render the same first page.
import { DataTable, dataTableColumns } from '@ds/ui/data-table';
import { displayDate, makePeople, statusLabels } from '../sample-people';
import type { Person } from '../sample-people';

const column = dataTableColumns<Person>();
export const columns = [
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

export const nameOf = (person: Person) => `${person.firstName} ${person.lastName}`;

const people = makePeople(1, 20);

export default function SortingTable() {
  return (
    <DataTable
      caption="Members, sortable by any column"
      data={people}
      columns={columns}
      getRowId={(person) => person.id}
      rowLabel={nameOf}
      rowNouns={['person', 'people']}
      pageSize={10}
    />
  );
}
