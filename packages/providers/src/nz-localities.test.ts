import { nzLocalities, nzLocality, parseNzLocalities } from './nz-localities';

describe('New Zealand places', () => {
  it('find a town by name in any case, with or without macrons', () => {
    expect(nzLocality('Auckland')).toMatchObject({ region: 'Auckland', population: 417_910 });
    expect(nzLocality('  palmerston   north ')).toMatchObject({
      name: 'Palmerston North',
      region: 'Manawatū-Whanganui',
    });
    expect(nzLocality('Taupō')?.name).toBe('Taupo');
    expect(nzLocality('Napier')?.region).toBe('Hawke’s Bay');
  });

  it('put the big cities where they are', () => {
    for (const [name, latitude, longitude] of [
      ['Auckland', -36.85, 174.76],
      ['Wellington', -41.29, 174.78],
      ['Christchurch', -43.53, 172.63],
      ['Dunedin', -45.87, 170.5],
    ] as const) {
      const place = nzLocality(name)!;
      expect(Math.abs(place.latitude - latitude), name).toBeLessThan(0.05);
      expect(Math.abs(place.longitude - longitude), name).toBeLessThan(0.05);
    }
  });

  it('call Whanganui by its official name', () => {
    expect(nzLocality('Whanganui')?.population).toBeGreaterThan(30_000);
    expect(nzLocality('Wanganui')).toBeUndefined();
  });

  it('know nothing of an Australian suburb', () => {
    expect(nzLocality('Parramatta')).toBeUndefined();
  });

  it('list every place with a region', () => {
    expect(nzLocalities().length).toBeGreaterThan(100);
    expect(nzLocalities().every((place) => place.region !== '')).toBe(true);
    expect(parseNzLocalities('# header\nPicton\tMarlborough\t-41.29\t174.00833\t3000\n')).toEqual([
      { name: 'Picton', region: 'Marlborough', latitude: -41.29, longitude: 174.00833, population: 3000 },
    ]);
  });
});
