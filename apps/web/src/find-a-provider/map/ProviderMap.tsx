'use client';
// The search's map: the area around the searched place, drawn as SVG from the site's own land outlines, with the
// radius, the place, a scale and the results as numbered pins that match the list. The list is the accessible form;
// the map repeats it, and each pin is a link to its result.
import { useId, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { formatNumber } from '@ds/ui/format';
import { cx } from '@ds/ui/utils';
import { tileNamesFor, type LandRing } from './outline-tiles';
import { localProjection, scaleBar, type LatLng, type Projection } from './projection';
import { spreadPins } from './spread-pins';
import { useElementSize } from './useElementSize';
import { useLandOutline } from './useLandOutline';
import styles from './ProviderMap.module.css';

export interface ProviderMapPin {
  /** The result's number in the list, shown in the pin. */
  number: number;
  name: string;
  latitude: number;
  longitude: number;
  /** The result's id: the pin links to `#provider-{id}`. */
  id: string;
}

export interface ProviderMapLabels {
  /** The map's accessible name. */
  map: (place: string) => string;
  /** Says the list holds the same results; shown under the map. */
  note: string;
}

export const defaultProviderMapLabels: ProviderMapLabels = {
  map: (place) => `Map of providers near ${place}`,
  note: 'The numbered pins match the numbered results in the list.',
};

export interface ProviderMapProps {
  /** The searched place: the map's middle, marked and labelled. */
  centre: LatLng & { label: string };
  /** The search radius, km: drawn as a circle, and the map shows all of it. */
  radiusKm: number;
  /** The results shown in the list, in list order. */
  pins: readonly ProviderMapPin[];
  /** The result the visitor last chose; its pin is drawn larger, ringed and on top, and is `aria-current`. */
  activeId?: string;
  /**
   * Called when a pin is clicked or activated with the keyboard. When given, it replaces the link's jump to
   * `#provider-{id}`, so the page can show and focus the result itself (on a phone the list may be hidden).
   */
  onSelectPin?: (id: string) => void;
  /** Which directory the results come from; sets how the scale's distance is written. */
  country: 'au' | 'nz';
  labels?: Partial<ProviderMapLabels>;
  className?: string;
}

/** The size drawn before the map has been measured (on the server): a 4:3 map, scaled to fit by the viewBox. */
const UNMEASURED = { width: 640, height: 480 };
/** A pin's diameter, CSS px (a 24 px target at least, WCAG 2.2 target size). */
const PIN_SIZE = 28;
const ACTIVE_PIN_SIZE = 36;

const round = (value: number) => Math.round(value * 10) / 10;

/** One SVG path for all land, so adjoining tiles fill without a seam between them. */
function landPath(rings: readonly LandRing[], projection: Projection): string {
  return rings
    .map((ring) => {
      const points = ring.map((place) => projection.project(place));
      return `M${points.map((p) => `${round(p.x)} ${round(p.y)}`).join('L')}Z`;
    })
    .join('');
}

/** The searched place: a ringed dot, unlike any pin. */
function PlaceMarker({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle className={styles.placeRing} r={8} />
      <circle className={styles.placeDot} r={3} />
    </g>
  );
}

export function ProviderMap({
  centre,
  radiusKm,
  pins,
  activeId,
  onSelectPin,
  country,
  labels,
  className,
}: ProviderMapProps) {
  const text = { ...defaultProviderMapLabels, ...labels };
  const frame = useRef<HTMLDivElement>(null);
  const noteId = useId();
  const { width, height } = useElementSize(frame, UNMEASURED);
  const { latitude, longitude } = centre;
  // By value: a page that passes a new centre object each render must not redraw the land each time.
  const projection = useMemo(
    () => localProjection({ latitude, longitude }, radiusKm, width, height),
    [latitude, longitude, radiusKm, width, height],
  );
  const outline = useLandOutline(useMemo(() => tileNamesFor(projection.bounds), [projection]));
  const land = useMemo(() => landPath(outline.rings, projection), [outline.rings, projection]);

  const middle = projection.project(centre);
  const placed = spreadPins(
    pins.map((pin) => ({
      pin,
      at: projection.project(pin),
      size: pin.id === activeId ? ACTIVE_PIN_SIZE + 8 : undefined,
    })),
    middle,
    PIN_SIZE,
    width,
    height,
  );
  const active = placed.find((p) => p.pin.id === activeId);
  const scale = scaleBar(projection.pxPerKm, width * 0.3);
  // Written by the site's formatter, not Intl's unit style: a page's first Intl formatter costs a long task.
  const scaleText = `${formatNumber(scale.km, country === 'nz' ? 'en-NZ' : 'en-AU')} km`;
  const scaleLeft = 12;
  const scaleBottom = height - 14;

  const select = (event: MouseEvent | KeyboardEvent, id: string) => {
    if (!onSelectPin) return;
    event.preventDefault();
    onSelectPin(id);
  };

  return (
    <div className={cx(styles.providerMap, className)} data-outline={outline.state}>
      <div ref={frame} className={styles.frame}>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${width} ${height}`}
          role="group"
          aria-label={text.map(centre.label)}
          aria-describedby={noteId}
        >
          <g aria-hidden="true">
            <rect className={styles.sea} width={width} height={height} />
            {land && <path className={styles.land} d={land} fillRule="evenodd" />}
            <circle
              className={styles.radius}
              cx={round(middle.x)}
              cy={round(middle.y)}
              r={round(radiusKm * projection.pxPerKm)}
            />
            {placed.map(({ pin, at, drawn }) =>
              Math.hypot(drawn.x - at.x, drawn.y - at.y) > 1 ? (
                <g key={pin.id} className={styles.leader}>
                  <line x1={round(at.x)} y1={round(at.y)} x2={round(drawn.x)} y2={round(drawn.y)} />
                  <circle cx={round(at.x)} cy={round(at.y)} r={2.5} />
                </g>
              ) : null,
            )}
            <PlaceMarker x={round(middle.x)} y={round(middle.y)} />
            {/* The place's name in a corner, beside its marker's symbol: over the marker, pins would hide it. */}
            <g className={styles.legend} transform="translate(22 24)">
              <PlaceMarker x={0} y={0} />
              <text className={styles.placeLabel} x={16} dominantBaseline="central">
                {centre.label}
              </text>
            </g>
            <g className={styles.scale} transform={`translate(${scaleLeft} ${scaleBottom})`}>
              <path d={`M0 -6V0H${round(scale.px)}V-6`} />
              <text x={0} y={-10}>
                {scaleText}
              </text>
            </g>
          </g>
          {placed.map(({ pin, drawn }) => {
            const isActive = pin.id === activeId;
            const radius = (isActive ? ACTIVE_PIN_SIZE : PIN_SIZE) / 2;
            return (
              <a
                key={pin.id}
                href={`#provider-${pin.id}`}
                className={styles.pin}
                aria-label={`${pin.number}. ${pin.name}`}
                aria-current={isActive ? 'true' : undefined}
                data-state={isActive ? 'active' : undefined}
                onClick={(event) => select(event, pin.id)}
                // Enter on a link inside SVG is not a click in every browser (nor in jsdom): handled here, once.
                onKeyDown={(event) => event.key === 'Enter' && select(event, pin.id)}
              >
                <g transform={`translate(${round(drawn.x)} ${round(drawn.y)})`}>
                  <circle className={styles.focusRing} r={radius + (isActive ? 9 : 5)} />
                  <circle className={styles.pinBody} r={radius} />
                  <text className={styles.pinNumber} textAnchor="middle" dominantBaseline="central">
                    {pin.number}
                  </text>
                </g>
              </a>
            );
          })}
          {active && (
            // The chosen pin again, on top of the rest; the link itself stays in list order for the Tab key.
            <g
              aria-hidden="true"
              className={styles.activePin}
              transform={`translate(${round(active.drawn.x)} ${round(active.drawn.y)})`}
            >
              <circle className={styles.activeHalo} r={ACTIVE_PIN_SIZE / 2 + 4} />
              <circle className={styles.activeBody} r={ACTIVE_PIN_SIZE / 2} />
              <text className={styles.activeNumber} textAnchor="middle" dominantBaseline="central">
                {active.pin.number}
              </text>
            </g>
          )}
        </svg>
      </div>
      <p id={noteId} className={styles.note}>
        {text.note}
      </p>
    </div>
  );
}
