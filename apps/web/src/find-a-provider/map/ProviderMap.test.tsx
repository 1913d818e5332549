import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOutlineCache, decodeTile, loadOutline, tileNamesFor } from './outline-tiles';
import { KM_PER_DEGREE, localProjection, scaleBar } from './projection';
import { ProviderMap, type ProviderMapPin } from './ProviderMap';
import { spreadPins } from './spread-pins';

const PARRAMATTA = { latitude: -33.815, longitude: 151.0011, label: 'PARRAMATTA NSW 2150' };
const outlineDir = path.resolve(__dirname, '../../../public/map/outline');

/** Degrees of longitude that make `km` east of a latitude. */
const eastDegrees = (km: number, latitude: number) =>
  km / (KM_PER_DEGREE * Math.cos((latitude * Math.PI) / 180));

const pins: ProviderMapPin[] = [
  { number: 1, name: 'Harbourview Dental', latitude: -33.815, longitude: 151.0011, id: 'harbourview-dental' },
  { number: 2, name: 'Church Street Smiles', latitude: -33.8, longitude: 151.03, id: 'church-street-smiles' },
  {
    number: 3,
    name: 'Westmead Family Dental',
    latitude: -33.807,
    longitude: 150.987,
    id: 'westmead-family-dental',
  },
];

/** A fetch that serves the committed tiles, as the site does. */
function siteFetch() {
  return vi.fn(async (url: string) => {
    const name = String(url).replace('/map/outline/', '');
    try {
      return new Response(readFileSync(path.join(outlineDir, name), 'utf8'), { status: 200 });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
}

beforeEach(() => clearOutlineCache());
afterEach(() => vi.unstubAllGlobals());

describe('ProviderMap', () => {
  it('names the map after the place and points to the note that the list holds the same results', () => {
    vi.stubGlobal('fetch', siteFetch());
    render(<ProviderMap centre={PARRAMATTA} radiusKm={10} pins={pins} country="au" />);
    const map = screen.getByRole('group', { name: 'Map of providers near PARRAMATTA NSW 2150' });
    expect(map).toHaveAccessibleDescription('The numbered pins match the numbered results in the list.');
  });

  it('shows each result as a pin with its list number, named "N. name", linking to its result', () => {
    vi.stubGlobal('fetch', siteFetch());
    render(<ProviderMap centre={PARRAMATTA} radiusKm={10} pins={pins} country="au" />);
    const links = within(screen.getByRole('group')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      '1. Harbourview Dental',
      '2. Church Street Smiles',
      '3. Westmead Family Dental',
    ]);
    expect(links.map((link) => link.textContent)).toEqual(['1', '2', '3']);
    expect(links[1]).toHaveAttribute('href', '#provider-church-street-smiles');
  });

  it('reaches every pin with Tab in list order, and Enter on a pin calls onSelectPin with its id', async () => {
    vi.stubGlobal('fetch', siteFetch());
    const onSelectPin = vi.fn();
    const user = userEvent.setup();
    render(
      <ProviderMap centre={PARRAMATTA} radiusKm={10} pins={pins} country="au" onSelectPin={onSelectPin} />,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: '1. Harbourview Dental' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: '2. Church Street Smiles' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelectPin).toHaveBeenCalledWith('church-street-smiles');
  });

  it('calls onSelectPin on a click, instead of jumping to the result', async () => {
    vi.stubGlobal('fetch', siteFetch());
    const onSelectPin = vi.fn();
    const user = userEvent.setup();
    render(
      <ProviderMap centre={PARRAMATTA} radiusKm={10} pins={pins} country="au" onSelectPin={onSelectPin} />,
    );
    await user.click(screen.getByRole('link', { name: '3. Westmead Family Dental' }));
    expect(onSelectPin).toHaveBeenCalledWith('westmead-family-dental');
    expect(window.location.hash).toBe('');
  });

  it('marks the active pin aria-current, and no other', () => {
    vi.stubGlobal('fetch', siteFetch());
    render(
      <ProviderMap
        centre={PARRAMATTA}
        radiusKm={10}
        pins={pins}
        country="au"
        activeId="church-street-smiles"
      />,
    );
    expect(screen.getByRole('link', { name: '2. Church Street Smiles' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('link', { name: '1. Harbourview Dental' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: '3. Westmead Family Dental' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it("draws the land from the site's own tiles once they arrive", async () => {
    const fetch = siteFetch();
    vi.stubGlobal('fetch', fetch);
    const { container } = render(<ProviderMap centre={PARRAMATTA} radiusKm={10} pins={pins} country="au" />);
    await waitFor(() => expect(container.firstElementChild).toHaveAttribute('data-outline', 'ready'));
    expect(container.querySelector('path[fill-rule="evenodd"]')?.getAttribute('d')).toMatch(
      /^M[\d.-]+ [\d.-]+L/,
    );
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/map/outline/-34_150.json']);
  });

  it('draws the pins at once, without land, while the tiles are on their way', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const { container } = render(<ProviderMap centre={PARRAMATTA} radiusKm={10} pins={pins} country="au" />);
    expect(container.firstElementChild).toHaveAttribute('data-outline', 'loading');
    expect(container.querySelector('path[fill-rule="evenodd"]')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('keeps the pins and draws no land when the tiles cannot be had', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { container } = render(<ProviderMap centre={PARRAMATTA} radiusKm={10} pins={pins} country="au" />);
    await waitFor(() => expect(container.firstElementChild).toHaveAttribute('data-outline', 'failed'));
    expect(container.querySelector('path[fill-rule="evenodd"]')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the scale in km, written for the country', () => {
    vi.stubGlobal('fetch', siteFetch());
    const { container } = render(<ProviderMap centre={PARRAMATTA} radiusKm={10} pins={pins} country="nz" />);
    // 640 px wide before it is measured: 10 km is 640 / 22.4 * 10 = 286 px, more than 30% of the width; 5 km fits.
    expect(container.querySelector('svg')).toHaveTextContent('5 km');
  });
});

describe('localProjection', () => {
  const projection = localProjection(PARRAMATTA, 10, 640, 480);

  it('puts a place 10 km east of the centre 10 km along the scale', () => {
    const centre = projection.project(PARRAMATTA);
    const east = projection.project({
      latitude: PARRAMATTA.latitude,
      longitude: PARRAMATTA.longitude + eastDegrees(10, PARRAMATTA.latitude),
    });
    expect(east.x - centre.x).toBeCloseTo(10 * projection.pxPerKm, 6);
    expect(east.y).toBeCloseTo(centre.y, 6);
  });

  it('keeps km true north-south too, north up', () => {
    const centre = projection.project(PARRAMATTA);
    const north = projection.project({
      latitude: PARRAMATTA.latitude + 10 / KM_PER_DEGREE,
      longitude: 151.0011,
    });
    expect(centre.y - north.y).toBeCloseTo(10 * projection.pxPerKm, 6);
  });

  it('fits the radius circle in the shorter side with a margin', () => {
    const radiusPx = 10 * projection.pxPerKm;
    expect(2 * radiusPx).toBeLessThan(480);
    expect(2 * radiusPx).toBeGreaterThan(480 * 0.85);
  });

  it('scale bar: picks the longest round length that fits, drawn at its true length', () => {
    expect(scaleBar(projection.pxPerKm, 640 * 0.3)).toEqual({ km: 5, px: 5 * projection.pxPerKm });
    const wide = localProjection(PARRAMATTA, 50, 1440, 1080);
    expect(scaleBar(wide.pxPerKm, 1440 * 0.3).km).toBe(25);
  });
});

describe('outline tiles', () => {
  it('a 10 km map of Parramatta needs one tile; a 50 km map across a tile corner needs the four around it', () => {
    expect(tileNamesFor(localProjection(PARRAMATTA, 10, 640, 480).bounds)).toEqual(['-34_150.json']);
    const hobart = { latitude: -42.8821, longitude: 147.3272 };
    expect(tileNamesFor(localProjection(hobart, 50, 1440, 1080).bounds)).toEqual([
      '-44_146.json',
      '-44_148.json',
    ]);
    const merriwa = { latitude: -32.139, longitude: 150.356 };
    expect(tileNamesFor(localProjection(merriwa, 50, 1440, 1080).bounds)).toEqual([
      '-34_148.json',
      '-34_150.json',
      '-32_148.json',
      '-32_150.json',
    ]);
  });

  it('every tile a map at a 50 km radius needs around Hobart and Parramatta is on the site', () => {
    for (const place of [PARRAMATTA, { latitude: -42.8821, longitude: 147.3272 }])
      for (const name of tileNamesFor(localProjection(place, 50, 1440, 900).bounds))
        expect(() => readFileSync(path.join(outlineDir, name))).not.toThrow();
  });

  it('decodes a committed tile to land inside the cell its name says', () => {
    const rings = decodeTile(JSON.parse(readFileSync(path.join(outlineDir, '-34_150.json'), 'utf8')));
    const points = rings.flat();
    expect(points.length).toBeGreaterThan(3);
    for (const { latitude, longitude } of points) {
      expect(latitude).toBeGreaterThanOrEqual(-34);
      expect(latitude).toBeLessThanOrEqual(-32);
      expect(longitude).toBeGreaterThanOrEqual(150);
      expect(longitude).toBeLessThanOrEqual(152);
    }
  });

  it('fails the whole outline when one tile is missing, rather than show its land as sea', async () => {
    await expect(
      loadOutline(['-34_150.json', '60_0.json'], siteFetch() as unknown as typeof fetch),
    ).rejects.toThrow('60_0.json: HTTP 404');
  });
});

describe('spreadPins', () => {
  const at = { x: 100, y: 100 };

  it('fans pins on one spot apart, clear of each other, in number order clockwise from the top', () => {
    const placed = spreadPins(
      [1, 2, 3].map((number) => ({ pin: { number }, at })),
      { x: 300, y: 300 },
      28,
      640,
      480,
    );
    const drawn = placed.map((p) => p.drawn);
    drawn.forEach((a, i) =>
      drawn.slice(i + 1).forEach((b) => expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(28)),
    );
    expect(drawn[0]?.y).toBeLessThan(100);
    expect(drawn[0]?.x).toBeCloseTo(100);
    expect(placed.every((p) => p.at === at)).toBe(true);
  });

  it('keeps pins off the searched place', () => {
    const [drawn] = spreadPins([{ pin: { number: 1 }, at }], at, 28, 640, 480).map((p) => p.drawn);
    expect(Math.hypot((drawn?.x ?? 100) - at.x, (drawn?.y ?? 100) - at.y)).toBeGreaterThanOrEqual(28);
  });

  it('leaves a pin with room around it where it is', () => {
    const placed = spreadPins([{ pin: { number: 1 }, at }], { x: 300, y: 300 }, 28, 640, 480);
    expect(placed.map((p) => p.drawn)).toEqual([at]);
  });
});
