import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Fetched as a file rather than bundled: JSON parses faster than script, and caches on its own.
import worldUrl from 'world-atlas/countries-50m.json?url';
import { shapeIdOf } from './mapView';

type ShapeProperties = { name: string; code: string | null; dojos: number };

export type WorldFeature = Feature<Geometry, { name: string }>;

// Natural Earth's 1:50m countries from our own server (no tile server): fetched once per page.
let world: Promise<WorldFeature[]> | null = null;

export function loadWorld(): Promise<WorldFeature[]> {
  world ??= fetch(worldUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`country shapes: ${response.status}`);
      return response.json() as Promise<Topology>;
    })
    .then(
      (topology) =>
        (
          feature(
            topology,
            topology.objects.countries as GeometryCollection<{ name: string }>,
          ) as FeatureCollection<Geometry, { name: string }>
        ).features,
    );
  // A failed fetch may be retried by the next map.
  world.catch(() => (world = null));
  return world;
}

/** The country shapes with the federation's code and dojo count of each, for the map's layers. */
export function countryShapes(
  shapes: readonly WorldFeature[],
  codes: readonly string[],
  counts: Map<string, number>,
): FeatureCollection<Geometry, ShapeProperties> {
  const byShape = new Map(codes.map((code) => [shapeIdOf(code), code]));
  return {
    type: 'FeatureCollection',
    features: shapes.map((shape) => {
      const code = byShape.get(String(shape.id)) ?? null;
      return {
        type: 'Feature',
        id: shape.id,
        geometry: shape.geometry,
        properties: { name: shape.properties.name, code, dojos: code ? (counts.get(code) ?? 0) : 0 },
      };
    }),
  };
}
