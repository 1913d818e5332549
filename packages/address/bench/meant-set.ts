// Hand-written queries whose meaning a person knows, each with the locality meant. The generated set
// (query-set.ts) picks its localities at random, so Melba ACT is as likely to be meant as Melbourne; these are
// typed as visitors type, a well-known street and the start of its city's name, where a random pick would mislead.
// The unit tests require each to come first, and the bench reports how many do.

export interface MeantQuery {
  text: string;
  /** The locality meant, and its state. */
  locality: string;
  state: string;
}

export const MEANT_QUERIES: readonly MeantQuery[] = [
  // A street and the start of a capital city's name: not Melba ACT, Sydenham, Brisk Bay, Hobartville, Adelong,
  // Peron WA, New Chum QLD or Canbelego NSW, which start the same way.
  { text: '7 Collins Street Melb', locality: 'MELBOURNE', state: 'VIC' },
  { text: '1 George Street Syd', locality: 'SYDNEY', state: 'NSW' },
  { text: '10 Queen St Bris', locality: 'BRISBANE', state: 'QLD' },
  { text: 'Collins St Hob', locality: 'HOBART', state: 'TAS' },
  { text: '12 Currie St Adel', locality: 'ADELAIDE', state: 'SA' },
  { text: '5 Hay St Per', locality: 'PERTH', state: 'WA' },
  { text: '3 Smith St Darw', locality: 'DARWIN', state: 'NT' },
  { text: '1 Northbourne Ave Canb', locality: 'CANBERRA', state: 'ACT' },
  // The same for regional cities.
  { text: '1 King St Newc', locality: 'NEWCASTLE', state: 'NSW' },
  { text: '1 Church St Woll', locality: 'WOLLONGONG', state: 'NSW' },
  { text: '1 Pitt St Parra', locality: 'PARRAMATTA', state: 'NSW' },
  { text: '2 Ryrie St Geel', locality: 'GEELONG', state: 'VIC' },
  { text: '8 Sturt St Ball', locality: 'BALLARAT', state: 'VIC' },
  { text: '1 Mitchell St Bend', locality: 'BENDIGO', state: 'VIC' },
  { text: '20 Flinders St Townsv', locality: 'TOWNSVILLE', state: 'QLD' },
  { text: '4 Lake St Cair', locality: 'CAIRNS', state: 'QLD' },
  { text: '2 Ruthven St Toow', locality: 'TOOWOOMBA', state: 'QLD' },
  { text: '1 Victoria St Rock', locality: 'ROCKHAMPTON', state: 'QLD' },
  { text: '100 Brisbane St Launc', locality: 'LAUNCESTON', state: 'TAS' },
  { text: '9 High St Frem', locality: 'FREMANTLE', state: 'WA' },
  // No street: the start of a name alone still means the bigger place.
  { text: 'melb', locality: 'MELBOURNE', state: 'VIC' },
  { text: 'adel', locality: 'ADELAIDE', state: 'SA' },
];
