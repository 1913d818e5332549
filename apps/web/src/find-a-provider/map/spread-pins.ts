// Providers share their locality's coordinates, so several pins (and the searched place) often fall on one spot.
// Pins closer than a pin's width are fanned out in rings around the spot, then any still touching are pushed apart,
// each keeping a line to where it belongs, so every number stays visible and every pin can be clicked.
import type { Point } from './projection';

export interface PlacedPin<T> {
  pin: T;
  /** Where the provider is. */
  at: Point;
  /** Where its pin is drawn: `at`, or moved aside to stay clear of the others. */
  drawn: Point;
}

/** Pins in ring order per ring, at most this many in the first ring. */
const FIRST_RING = 8;
/** Rounds of pushing touching pins apart; a few settle any real search. */
const SETTLE_ROUNDS = 40;
/** Room kept clear around the searched place's marker, px from its middle. */
const PLACE_CLEARANCE = 10;

/**
 * Places pins (already projected) so none covers another or the searched place at `centre`, and all stay inside
 * the `width` x `height` map. `size` is a pin's diameter (a pin may say its own, as the chosen one drawn larger does).
 * Pins keep their order; each group of close pins is fanned in number order, clockwise from the top.
 */
export function spreadPins<T extends { number: number }>(
  pins: readonly { pin: T; at: Point; size?: number }[],
  centre: Point,
  size: number,
  width: number,
  height: number,
): PlacedPin<T>[] {
  // Union-find over the pins and the centre (the last index).
  const points = [...pins.map((p) => p.at), centre];
  const centreIndex = pins.length;
  const parent = points.map((_, i) => i);
  const root = (i: number): number => {
    const up = parent[i] ?? i;
    if (up === i) return i;
    const top = root(up);
    parent[i] = top;
    return top;
  };
  points.forEach((a, i) =>
    points.slice(i + 1).forEach((b, k) => {
      if (Math.hypot(a.x - b.x, a.y - b.y) < size) parent[root(i)] = root(i + 1 + k);
    }),
  );

  const groups = new Map<number, number[]>();
  points.forEach((_, i) => groups.set(root(i), [...(groups.get(root(i)) ?? []), i]));

  const drawn: Point[] = pins.map((p) => p.at);
  for (const members of groups.values()) {
    const hasCentre = members.includes(centreIndex);
    const group = members
      .filter((i) => i !== centreIndex)
      .map((i) => ({ index: i, ...(pins[i] as { pin: T; at: Point }) }))
      .sort((a, b) => a.pin.number - b.pin.number);
    if (group.length === 0 || (group.length === 1 && !hasCentre)) continue;
    const hub = hasCentre
      ? centre
      : {
          x: group.reduce((sum, p) => sum + p.at.x, 0) / group.length,
          y: group.reduce((sum, p) => sum + p.at.y, 0) / group.length,
        };
    const gap = size * 1.05;
    const first = Math.min(group.length, FIRST_RING);
    let radius = hasCentre ? size : Math.max(size * 0.55, gap / (2 * Math.sin(Math.PI / Math.max(first, 2))));
    let placed = 0;
    while (placed < group.length) {
      const capacity = Math.max(1, Math.floor((2 * Math.PI * radius) / gap));
      const ring = group.slice(placed, placed + capacity);
      ring.forEach(({ index }, k) => {
        const angle = -Math.PI / 2 + (2 * Math.PI * k) / ring.length;
        drawn[index] = { x: hub.x + radius * Math.cos(angle), y: hub.y + radius * Math.sin(angle) };
      });
      placed += ring.length;
      radius += size;
    }
  }

  const sizes = pins.map((p) => p.size ?? size);
  const clamp = (value: number, pinSize: number, max: number) =>
    Math.min(Math.max(value, pinSize / 2 + 2), max - pinSize / 2 - 2);
  const keepInside = (i: number) => {
    const point = drawn[i];
    const pinSize = sizes[i] ?? size;
    if (point) drawn[i] = { x: clamp(point.x, pinSize, width), y: clamp(point.y, pinSize, height) };
  };
  pins.forEach((_, i) => keepInside(i));
  for (let round = 0; round < SETTLE_ROUNDS; round += 1) {
    let moved = false;
    drawn.forEach((a, i) => {
      const awayFromPlace = push(a, centre, (sizes[i] ?? size) / 2 + PLACE_CLEARANCE, i);
      if (awayFromPlace) {
        drawn[i] = { x: a.x + awayFromPlace.x, y: a.y + awayFromPlace.y };
        moved = true;
      }
      for (let j = i + 1; j < drawn.length; j += 1) {
        const p = drawn[i];
        const q = drawn[j];
        if (!p || !q) continue;
        const apart = push(p, q, ((sizes[i] ?? size) + (sizes[j] ?? size)) / 2 + 1, i + j);
        if (!apart) continue;
        drawn[i] = { x: p.x + apart.x / 2, y: p.y + apart.y / 2 };
        drawn[j] = { x: q.x - apart.x / 2, y: q.y - apart.y / 2 };
        moved = true;
      }
    });
    pins.forEach((_, i) => keepInside(i));
    if (!moved) break;
  }
  return pins.map((p, i) => ({ pin: p.pin, at: p.at, drawn: drawn[i] ?? p.at }));
}

/** How far to move `p` away from `q` to put them `distance` apart; null if they already are. */
function push(p: Point, q: Point, distance: number, seed: number): Point | null {
  const dx = p.x - q.x;
  const dy = p.y - q.y;
  const d = Math.hypot(dx, dy);
  if (d >= distance) return null;
  // Two points on one spot part in a direction fixed by their indexes, so the result never varies.
  const angle = d === 0 ? seed * 2.399963 : Math.atan2(dy, dx);
  return { x: Math.cos(angle) * (distance - d), y: Math.sin(angle) * (distance - d) };
}
