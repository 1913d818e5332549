'use client';
// The Table page’s Sub-rows example.
import { DataTable } from '@ds/ui/data-table';
import { makePeople } from '../sample-people';
import { columns, nameOf } from './sorting';

const people = makePeople(3, 10, 3, 2);

export default function ExpandingTable() {
  return (
    <DataTable
      caption="Members and the people on their policy"
      data={people}
      columns={columns}
      getRowId={(person) => person.id}
      rowLabel={nameOf}
      rowNouns={['person', 'people']}
      getSubRows={(person) => person.subRows}
      pageSize={10}
    />
  );
}
