'use client';
// The Table page’s Fuzzy filter example.
import { DataTable } from '@ds/ui/data-table';
import { displayDate, makePeople, statusLabels } from '../sample-people';
import type { Person } from '../sample-people';
import { columns, nameOf } from './sorting';

const people = makePeople(5, 20);

// The values a row is matched by: what its cells show.
const searchable = (person: Person) => [
  person.firstName,
  person.lastName,
  person.age,
  person.visits,
  `${person.progress}%`,
  displayDate(person.createdAt),
  statusLabels[person.status],
];

export default function FuzzyFilterTable() {
  return (
    <DataTable
      caption="Members, filtered by a fuzzy match"
      data={people}
      columns={columns}
      getRowId={(person) => person.id}
      rowLabel={nameOf}
      rowNouns={['person', 'people']}
      filterValues={searchable}
      pageSize={30}
    />
  );
}
