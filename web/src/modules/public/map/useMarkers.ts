import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useEffectEvent, useRef } from 'react';

export type MarkerSpec = {
  key: string;
  lat: number;
  lon: number;
  count: number;
  /** The tooltip (part 3 §2: a province marker shows the province's name). */
  title: string;
  label: string;
  kind: 'country' | 'province';
  pressed?: boolean;
  onSelect: () => void;
};

/**
 * The count markers as buttons on the map: focusable, announced by their label, and pressed with
 * Enter or Space like any button, so that the map works without a mouse. A marker that stays is
 * updated in place, so the button a keyboard user just pressed keeps the focus.
 */
export function useMarkers(map: MapLibreMap | null, specs: readonly MarkerSpec[]): void {
  const select = useEffectEvent((key: string) => specs.find((spec) => spec.key === key)?.onSelect());
  const shown = useRef(new Map<string, Marker>());

  useEffect(() => {
    const markers = shown.current;
    return () => {
      markers.forEach((marker) => marker.remove());
      markers.clear();
    };
  }, [map]);

  useEffect(() => {
    if (!map) return;
    const markers = shown.current;
    const keys = new Set(specs.map((spec) => spec.key));
    for (const [key, marker] of markers) {
      if (keys.has(key)) continue;
      marker.remove();
      markers.delete(key);
    }
    for (const spec of specs) {
      let marker = markers.get(spec.key);
      if (!marker) {
        const element = markerButton(spec, select);
        marker = new Marker({ element }).setLngLat([spec.lon, spec.lat]).addTo(map);
        markers.set(spec.key, marker);
      }
      const element = marker.getElement();
      element.textContent = String(spec.count);
      element.title = spec.title;
      element.setAttribute('aria-label', spec.label);
      if (spec.pressed === undefined) element.removeAttribute('aria-pressed');
      else element.setAttribute('aria-pressed', String(spec.pressed));
    }
  }, [map, specs]);
}

function markerButton(spec: MarkerSpec, select: (key: string) => void): HTMLButtonElement {
  const { key } = spec;
  const element = document.createElement('button');
  element.type = 'button';
  // maplibre adds its own classes to the element: these are never overwritten later.
  element.classList.add('map-marker', `map-marker--${spec.kind}`);
  element.dataset.key = key;
  element.addEventListener('click', (event) => {
    event.stopPropagation();
    select(key);
  });
  return element;
}
