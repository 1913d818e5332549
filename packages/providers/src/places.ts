// Where a search starts: the place a visitor typed, read as a locality and given that locality's coordinates.
// In Australia the address lookup's embedded engine reads the locality (its top suggestion, so a bare postcode,
// 'Parramatta 2150' and a whole address line the lookup chose all land on Parramatta), and the locality data gives
// its point. In New Zealand, the NZ place list (nz-localities.ts) by name: a town or suburb, with or without its
// region after a comma.
import { embeddedEngine, localityCoordinates, parseAddress } from '@ds/address';
import type { AuState, Coordinates, EmbeddedEngine } from '@ds/address';
import { nzLocality } from './nz-localities';
import type { NzLocality } from './nz-localities';
import type { PlaceResolver } from './search';

export interface PlaceResolverOptions {
  /** The engine reading the locality; the address package's, built on first use, by default. */
  engine?: () => EmbeddedEngine;
  /** A locality's point; the address package's locality data by default. */
  coordinatesOf?: (name: string, state: AuState, postcode?: string) => Coordinates | undefined;
  /** An NZ place by name; the NZ place list by default. */
  nzPlaceOf?: (name: string) => NzLocality | undefined;
}

export function createPlaceResolver({
  engine = embeddedEngine,
  coordinatesOf = localityCoordinates,
  nzPlaceOf = nzLocality,
}: PlaceResolverOptions = {}): PlaceResolver {
  return (near, country) => {
    if (country === 'nz') {
      // 'Petone, Wellington' as a visitor may copy it from a result: the name is before the comma.
      const place = nzPlaceOf(near.split(',')[0]!);
      return (
        place && {
          label: `${place.name}, ${place.region}`,
          latitude: place.latitude,
          longitude: place.longitude,
        }
      );
    }
    const [top] = engine().rank(parseAddress(near), 1);
    if (!top) return undefined;
    const point = coordinatesOf(top.name, top.state, top.postcode);
    if (!point) return undefined;
    return {
      label: `${top.name} ${top.state} ${top.postcode}`,
      latitude: point.latitude,
      longitude: point.longitude,
    };
  };
}
