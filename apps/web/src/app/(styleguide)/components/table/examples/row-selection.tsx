'use client';
// The Table page’s Row selection example.
import { DataTable } from '@ds/ui/data-table';
import { makePeople } from '../sample-people';
import { columns, nameOf } from './sorting';

const people = makePeople(4, 50);

export default function SelectionTable() {
  return (
    <DataTable
      caption="Members to contact"
      data={people}
      columns={columns}
      getRowId={(person) => person.id}
      rowLabel={nameOf}
      rowNouns={['person', 'people']}
      selectable
      pageSize={10}
    />
  );
}
