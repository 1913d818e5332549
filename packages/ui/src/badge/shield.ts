// The badge's shield outline and the part of it below a fill level, as SVG polygon points. Computing the filled
// shape (rather than clipping with <clipPath>) keeps the SVG free of ids, so any number of badges can share a page.

export type Point = readonly [x: number, y: number];

/** The viewBox is 0 0 40 40; the shield spans y 3 to 37, so the outline stays inside the box. */
export const SHIELD_VIEWBOX = '0 0 40 40';
export const SHIELD_TOP = 3;
export const SHIELD_BOTTOM = 37;

/** Where the straight sides end and the curves down to the tip begin. */
const SHOULDER_Y = 16;
const LEFT = 5;
const RIGHT = 35;
const TIP: Point = [20, SHIELD_BOTTOM];
const CURVE_STEPS = 10;

/** Points along a quadratic curve from `start` to `end` pulled towards `control`, without `start`. */
function curve(start: Point, control: Point, end: Point): Point[] {
  return Array.from({ length: CURVE_STEPS }, (_, step) => {
    const t = (step + 1) / CURVE_STEPS;
    const a = (1 - t) * (1 - t);
    const b = 2 * (1 - t) * t;
    const c = t * t;
    return [a * start[0] + b * control[0] + c * end[0], a * start[1] + b * control[1] + c * end[1]] as Point;
  });
}

/**
 * A convex shield, clockwise from the top-left corner: flat top, straight sides, then sides that curve in to a
 * point. The curves are sampled into short straight edges so the filled part can be cut with one clipping pass.
 */
export const shieldOutline: readonly Point[] = [
  [LEFT, SHIELD_TOP],
  [RIGHT, SHIELD_TOP],
  [RIGHT, SHOULDER_Y],
  ...curve([RIGHT, SHOULDER_Y], [RIGHT, 30], TIP),
  ...curve(TIP, [LEFT, 30], [LEFT, SHOULDER_Y]).slice(0, -1),
];

/** The y coordinate of the fill level for a portion in percent (0 at the bottom tip, 100 at the top). */
export function fillLevel(portion: number): number {
  return SHIELD_BOTTOM - (portion / 100) * (SHIELD_BOTTOM - SHIELD_TOP);
}

/** The part of a convex polygon at or below y = level (SVG y grows downwards): one clipping pass. */
export function partBelow(polygon: readonly Point[], level: number): Point[] {
  const result: Point[] = [];
  polygon.forEach((current, index) => {
    const next = polygon[(index + 1) % polygon.length];
    if (!next) return;
    const currentInside = current[1] >= level;
    const nextInside = next[1] >= level;
    if (currentInside) result.push(current);
    if (currentInside !== nextInside) {
      const t = (level - current[1]) / (next[1] - current[1]);
      result.push([current[0] + t * (next[0] - current[0]), level]);
    }
  });
  return result;
}

/** The left and right ends of the fill level where it meets the outline. */
export function levelLine(polygon: readonly Point[], level: number): [Point, Point] | null {
  const onLevel = partBelow(polygon, level).filter(([, y]) => y === level);
  if (onLevel.length < 2) return null;
  const xs = onLevel.map(([x]) => x);
  return [
    [Math.min(...xs), level],
    [Math.max(...xs), level],
  ];
}

/** Points as an SVG `points` attribute, rounded so the markup stays short and stable. */
export function toPoints(points: readonly Point[]): string {
  return points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
}

export function round(value: number): number {
  return Math.round(value * 100) / 100;
}
