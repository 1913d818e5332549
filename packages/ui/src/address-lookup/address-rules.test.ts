import { readFileSync } from 'node:fs';
import { AU_STATES } from '@ds/api/au-states';
import type { AuState } from '@ds/address/types';
import {
  CROSS_BORDER_POSTCODES,
  EMPTY_MANUAL_ADDRESS,
  exactOption,
  manualAddressErrors,
  manualFromLookup,
  optionText,
  optionValue,
  postcodeInState,
  resultFromManual,
} from './address-rules';
import { defaultAddressLookupMessages } from './messages';

const SYDNEY = {
  RecordId: '1',
  AddressLine: '1 GEORGE ST',
  Locality: 'SYDNEY',
  State: 'NSW',
  Postcode: '2000',
};

describe('address options', () => {
  it('say street line, locality, state and postcode, and hold the serialised result', () => {
    expect(optionText(SYDNEY)).toBe('1 GEORGE ST, SYDNEY NSW 2000');
    expect(optionText({ ...SYDNEY, AddressLine: '' })).toBe('SYDNEY NSW 2000');
    expect(JSON.parse(optionValue(SYDNEY))).toEqual({
      AddressLine: '1 GEORGE ST',
      Locality: 'SYDNEY',
      State: 'NSW',
      Postcode: '2000',
    });
  });

  it('match typed text exactly, ignoring case and outer spaces', () => {
    expect(exactOption('  1 george st, sydney nsw 2000 ', [SYDNEY])).toBe(SYDNEY);
    expect(exactOption('1 george st, sydney nsw', [SYDNEY])).toBeUndefined();
  });
});

describe('postcode ranges', () => {
  const localities = readFileSync(new URL('../../../address/data/localities.tsv', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split('\t') as [string, AuState, string]);

  it('hold every real locality’s postcode in its own state', () => {
    expect(localities.filter(([, state, postcode]) => !postcodeInState(postcode, state))).toEqual([]);
  });

  it('list only border crossings the data has', () => {
    for (const [state, postcodes] of Object.entries(CROSS_BORDER_POSTCODES)) {
      for (const postcode of postcodes) {
        expect(
          localities.some((row) => row[1] === state && row[2] === postcode),
          `${state} ${postcode}`,
        ).toBe(true);
      }
    }
  });

  it('refuse another state’s postcode', () => {
    expect(postcodeInState('2000', 'NSW')).toBe(true);
    expect(postcodeInState('2600', 'ACT')).toBe(true);
    expect(postcodeInState('2600', 'NSW')).toBe(false);
    expect(postcodeInState('0800', 'NT')).toBe(true);
    for (const state of AU_STATES) expect(postcodeInState('0000', state)).toBe(false);
  });
});

describe('manual address checks', () => {
  const complete = {
    street: '12 Smith St',
    street2: '',
    suburb: 'Bondi',
    state: 'NSW' as const,
    postcode: '2026',
  };

  it('pass a complete address', () => {
    expect(manualAddressErrors(complete)).toEqual({});
  });

  it('name each missing part', () => {
    expect(manualAddressErrors(EMPTY_MANUAL_ADDRESS)).toEqual({
      street: defaultAddressLookupMessages.streetRequired,
      suburb: defaultAddressLookupMessages.suburbRequired,
      state: defaultAddressLookupMessages.stateRequired,
      postcode: defaultAddressLookupMessages.postcodeFormat,
    });
  });

  it('want four digits, in the chosen state', () => {
    expect(manualAddressErrors({ ...complete, postcode: '226' }).postcode).toBe(
      defaultAddressLookupMessages.postcodeFormat,
    );
    expect(manualAddressErrors({ ...complete, postcode: '2o26' }).postcode).toBe(
      defaultAddressLookupMessages.postcodeFormat,
    );
    expect(manualAddressErrors({ ...complete, state: 'VIC' }).postcode).toBe(
      '2026 is not a postcode in Victoria.',
    );
  });

  it('start from the chosen result, or else from the typed text', () => {
    expect(manualFromLookup('ignored', SYDNEY)).toEqual({
      street: '1 GEORGE ST',
      street2: '',
      suburb: 'SYDNEY',
      state: 'NSW',
      postcode: '2000',
    });
    expect(manualFromLookup(' 12 smith st ', null)).toEqual({
      ...EMPTY_MANUAL_ADDRESS,
      street: '12 smith st',
    });
  });

  it('give the caller the lookup’s shape', () => {
    expect(resultFromManual({ ...complete, street2: 'Rear' })).toEqual({
      RecordId: 'manual',
      AddressLine: '12 SMITH ST, REAR',
      Locality: 'BONDI',
      State: 'NSW',
      Postcode: '2026',
    });
  });
});
