import { Map as MapLibreMap, type StyleSpecification } from 'maplibre-gl';
import { useEffect, useState, type RefObject } from 'react';
import type { Bounds } from './mapView';

type MapSetup = { style: StyleSpecification; bounds: Bounds; interactive: boolean };

/**
 * A maplibre map in the container, once its style has loaded; null before, and 'failed' where the
 * browser cannot draw one (no WebGL): the page then keeps its list and pickers.
 */
export function useMapLibre(
  container: RefObject<HTMLDivElement | null>,
  setup: MapSetup,
): MapLibreMap | null | 'failed' {
  const [map, setMap] = useState<MapLibreMap | null | 'failed'>(null);
  useEffect(() => {
    if (!container.current) return;
    let created: MapLibreMap;
    try {
      created = new MapLibreMap({
        container: container.current,
        style: setup.style,
        bounds: setup.bounds,
        interactive: setup.interactive,
        attributionControl: false,
        renderWorldCopies: false,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        // Part 3 §9: the map's own animations are 900 ms unless told otherwise.
        fadeDuration: 300,
      });
    } catch {
      // Whether the browser can draw (WebGL) is only known by trying.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setMap('failed');
      return;
    }
    created.touchZoomRotate.disableRotation();
    created.keyboard.disableRotation();
    created.on('load', () => setMap(created));
    return () => {
      setMap(null);
      created.remove();
    };
    // The map is built once; later changes go through its own methods.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return map;
}
