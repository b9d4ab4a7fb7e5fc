import type { StyleSpecification } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';

export const COUNTRY_FILL_LAYER = 'countries-fill';

/**
 * A map drawn from the bundled shapes only: sea, land, the countries with dojos stronger and the
 * selected one strongest. No tiles, no glyphs (counts are HTML markers), so nothing leaves the site.
 */
export function mapStyle(shapes: FeatureCollection): StyleSpecification {
  return {
    version: 8,
    sources: { countries: { type: 'geojson', data: shapes } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#d9e6ee' } },
      {
        id: COUNTRY_FILL_LAYER,
        type: 'fill',
        source: 'countries',
        paint: {
          'fill-color': ['case', ['>', ['get', 'dojos'], 0], '#e9d8a6', '#f4f1ea'],
        },
      },
      {
        id: 'countries-selected',
        type: 'fill',
        source: 'countries',
        filter: ['==', ['get', 'code'], ''],
        paint: { 'fill-color': '#e0b44c' },
      },
      {
        id: 'countries-border',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': '#8d8778', 'line-width': 0.6 },
      },
    ],
  };
}
