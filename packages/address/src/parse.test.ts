import { normaliseText, parseAddress, streetLine } from './parse';

describe('parseAddress', () => {
  it.each([
    ['1 george st syd', { number: '1', street: 'GEORGE ST', locality: 'SYD' }],
    [
      '12A Smith Street, Bondi Beach NSW 2026',
      { number: '12A', street: 'SMITH ST', locality: 'BONDI BEACH', state: 'NSW', postcode: '2026' },
    ],
    [
      'u 3/12a smith street bondi beach',
      { unit: '3', number: '12A', street: 'SMITH ST', locality: 'BONDI BEACH' },
    ],
    ['unit 3 12 marine pde coogee', { unit: '3', number: '12', street: 'MARINE PDE', locality: 'COOGEE' }],
    [
      'U7 40 pacific highway gosford',
      { unit: '7', number: '40', street: 'PACIFIC HWY', locality: 'GOSFORD' },
    ],
    ['10-12 church avenue mascot', { number: '10-12', street: 'CHURCH AVE', locality: 'MASCOT' }],
    ['1 st kilda rd st kilda', { number: '1', street: 'ST KILDA RD', locality: 'ST KILDA' }],
    ['george st sydney', { street: 'GEORGE ST', locality: 'SYDNEY' }],
    ['st kilda vic', { locality: 'ST KILDA', state: 'VIC' }],
    ['mt druitt', { locality: 'MT DRUITT' }],
    ['parramatta 2150', { locality: 'PARRAMATTA', postcode: '2150' }],
    ['2026', { locality: '', postcode: '2026' }],
    ['Hobart, Tasmania', { locality: 'HOBART', state: 'TAS' }],
    ["o'connor act", { locality: 'OCONNOR', state: 'ACT' }],
  ])('reads %j', (typed, expected) => {
    expect(parseAddress(typed)).toEqual({
      unit: undefined,
      number: undefined,
      state: undefined,
      postcode: undefined,
      ...expected,
    });
  });

  it('does not take a lone state word for the state ("sa" alone is a place name being typed)', () => {
    expect(parseAddress('wa')).toMatchObject({ locality: 'WA', state: undefined });
  });

  it('keeps markup and control characters out of every part', () => {
    const parsed = parseAddress('<img src=x onerror=alert(1)>\u0000 bondi');
    expect(JSON.stringify(parsed)).not.toMatch(/[<>=()\p{Cc}]/u);
  });
});

describe('streetLine', () => {
  it('writes the unit, number and street as an address line', () => {
    expect(streetLine(parseAddress('u 3/12a smith st bondi'))).toBe('3/12A SMITH ST');
    expect(streetLine(parseAddress('unit 3 smith st bondi'))).toBe('U 3 SMITH ST');
    expect(streetLine(parseAddress('12 smith st bondi'))).toBe('12 SMITH ST');
    expect(streetLine(parseAddress('bondi'))).toBe('');
  });
});

describe('normaliseText', () => {
  it('upper-cases, drops punctuation and tidies slashes and spaces', () => {
    expect(normaliseText('  3 / 12,  Smith   St. ')).toBe('3/12 SMITH ST');
  });
});
