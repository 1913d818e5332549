import { createPlaceResolver } from './places';

describe('createPlaceResolver (the address lookup’s engine and locality data)', () => {
  const resolve = createPlaceResolver();

  it.each([
    '2150',
    'Parramatta 2150',
    'parramatta',
    'PARRAMATTA NSW 2150',
    '12 CHURCH ST, PARRAMATTA NSW 2150',
  ])('reads %s as Parramatta, at its coordinates', (near) => {
    const place = resolve(near, 'au');
    expect(place).toEqual({
      label: 'PARRAMATTA NSW 2150',
      latitude: expect.closeTo(-33.81, 1),
      longitude: expect.closeTo(151.0, 1),
    });
  });

  it('reads a locality with a typo as the lookup does', () => {
    expect(resolve('Parramata', 'au')?.label).toBe('PARRAMATTA NSW 2150');
  });

  it('finds the bigger place of a shared name, and a state’s when one is typed', () => {
    expect(resolve('Perth', 'au')?.label).toBe('PERTH WA 6000');
    expect(resolve('Perth TAS', 'au')?.label).toBe('PERTH TAS 7300');
  });

  it('finds nothing for text that is no locality', () => {
    expect(resolve('zzzz', 'au')).toBeUndefined();
    expect(resolve('xyzzy 9999', 'au')).toBeUndefined();
  });

  it('finds nothing for a locality without coordinates', () => {
    const withoutPoints = createPlaceResolver({ coordinatesOf: () => undefined });
    expect(withoutPoints('Parramatta 2150', 'au')).toBeUndefined();
  });

  it('reads New Zealand places from the NZ place list, named with their region', () => {
    expect(resolve('Petone', 'nz')).toEqual({
      label: 'Petone, Wellington',
      latitude: -41.22827,
      longitude: 174.87019,
    });
    expect(resolve('  petone ', 'nz')?.label).toBe('Petone, Wellington');
    expect(resolve('Petone, Wellington', 'nz')?.label).toBe('Petone, Wellington');
    expect(resolve('Parramatta 2150', 'nz')).toBeUndefined();
  });
});
