'use client';
// The Table page’s Pagination example.
import { DataTable } from '@ds/ui/data-table';
import { makePeople } from '../sample-people';
import { columns, nameOf } from './sorting';

const people = makePeople(2, 200);

export default function PaginationTable() {
  return (
    <DataTable
      caption="200 members, a page at a time"
      data={people}
      columns={columns}
      getRowId={(person) => person.id}
      rowLabel={nameOf}
      rowNouns={['person', 'people']}
      pageSize={10}
    />
  );
}
