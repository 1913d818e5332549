import { createEmbeddedEngine, localityKey, parseLocalities } from './embedded-engine';
import { embeddedEngine } from './localities';
import { AU_STATES } from './types';

const engine = embeddedEngine();
const top = async (
  addressLine: string,
  options: { limit?: number; state?: (typeof AU_STATES)[number] } = {},
) =>
  (await engine.search({ addressLine, resultLimit: options.limit ?? 5, state: options.state })).map(
    (result) =>
      [result.AddressLine, result.Locality, result.State, result.Postcode].filter(Boolean).join(' '),
  );

describe('the embedded engine on the real localities', () => {
  it('holds every state’s localities, without post-office boxes or removed rows', () => {
    expect(engine.size).toBeGreaterThan(18_000);
  });

  it.each([
    ['1 george st syd', '1 GEORGE ST SYDNEY NSW 2000'],
    ['bondi', 'BONDI NSW 2026'],
    ['parramatta 2150', 'PARRAMATTA NSW 2150'],
    ['st kilda vic', 'ST KILDA VIC 3182'],
    ['saint kilda vic', 'ST KILDA VIC 3182'],
    ['mt druitt', 'MOUNT DRUITT NSW 2770'],
    ['mount druitt', 'MOUNT DRUITT NSW 2770'],
    ['bondibeach', 'BONDI BEACH NSW 2026'],
    ['woollongong', 'WOLLONGONG NSW 2500'],
    ['surry hils', 'SURRY HILLS NSW 2010'],
    ['12 smith st alice spr', '12 SMITH ST ALICE SPRINGS NT 0870'],
    ['u 3/12a smith street bondi beach nsw 2026', '3/12A SMITH ST BONDI BEACH NSW 2026'],
  ])('ranks %j first as %j', async (typed, expected) => {
    expect((await top(typed))[0]).toBe(expected);
  });

  it('ranks the exact locality first, then longer names that start with it', async () => {
    expect(await top('bondi')).toEqual([
      'BONDI NSW 2026',
      'BONDI BEACH NSW 2026',
      'BONDI FOREST NSW 2632',
      'BONDI JUNCTION NSW 2022',
      'BONDI JUNCTION PLAZA NSW 2022',
    ]);
  });

  it('finds the localities of a typed postcode', async () => {
    const results = await top('2026', { limit: 10 });
    expect(results).toContain('BONDI NSW 2026');
    expect(results).toContain('TAMARAMA NSW 2026');
    expect(results.every((result) => result.endsWith(' 2026'))).toBe(true);
  });

  it('honours the state filter and the typed state', async () => {
    expect(await top('st kilda', { state: 'SA' })).toEqual(['ST KILDA SA 5110']);
    expect((await top('st kilda qld'))[0]).toBe('ST KILDA QLD 4671');
    for (const state of AU_STATES) {
      const results = await engine.search({ addressLine: 'springs', resultLimit: 5, state });
      expect(results.every((result) => result.State === state)).toBe(true);
    }
  });

  it('honours the result limit', async () => {
    expect(await top('north', { limit: 3 })).toHaveLength(3);
    expect(await top('north', { limit: 1 })).toHaveLength(1);
  });

  it('finds a locality from a later word of its name', async () => {
    expect(await top('kilda vic')).toContain('ST KILDA VIC 3182');
  });

  it('finds nothing for nonsense, and nothing for a street with no locality', async () => {
    expect(await top('qqqqzzzz')).toEqual([]);
    expect(await top('')).toEqual([]);
  });
});

describe('engine parts', () => {
  it('reads the locality file, skipping comments and malformed rows', () => {
    const localities = parseLocalities(
      '# header\nBONDI\tNSW\t2026\nBAD ROW\nNOWHERE\tXX\t1234\nMOUNT ISA\tQLD\t4825\n',
    );
    expect(localities.map((locality) => locality.key)).toEqual(['BONDI', 'MTISA']);
  });

  it('compares Mount/Mt and Saint/St as one word, and ignores spaces', () => {
    expect(localityKey('MOUNT DRUITT')).toBe(localityKey('MT DRUITT'));
    expect(localityKey('SAINT KILDA EAST')).toBe('STKILDAEAST');
  });

  it('breaks ties by closeness of length, then name, then postcode', async () => {
    const small = createEmbeddedEngine(
      parseLocalities('RIVERVIEW\tQLD\t4303\nRIVER\tNSW\t2000\nRIVERVIEW\tNSW\t2066\nRIVERSIDE\tTAS\t7250\n'),
    );
    const results = await small.search({ addressLine: 'river', resultLimit: 5 });
    expect(results.map((result) => `${result.Locality} ${result.State}`)).toEqual([
      'RIVER NSW',
      'RIVERSIDE TAS',
      'RIVERVIEW NSW',
      'RIVERVIEW QLD',
    ]);
  });
});
