import type { StyleSpecification } from 'maplibre-gl';
import { useMemo, useRef } from 'react';
import { useT } from '../../i18n/hooks/useT';
import type { Province } from '../places';
import { CANARIES_BOUNDS } from './mapView';
import { useMapLibre } from './useMapLibre';
import { useMarkers, type MarkerSpec } from './useMarkers';

type CanaryInsetProps = {
  style: StyleSpecification;
  provinces: Province[];
  provinceCounts: Map<string, number>;
  selectedProvince: string | null;
  onToggle: (code: string) => void;
};

/** Spain's Canary Islands in their own small map, as printed maps of Spain show them (part 3 §2). */
export function CanaryInset({
  style,
  provinces,
  provinceCounts,
  selectedProvince,
  onToggle,
}: CanaryInsetProps) {
  const { t } = useT();
  const container = useRef<HTMLDivElement>(null);
  const state = useMapLibre(container, { style, bounds: CANARIES_BOUNDS, interactive: false });
  const markers = useMemo<MarkerSpec[]>(
    () =>
      provinces.map((p) => ({
        key: `ES-${p.code}`,
        lat: p.lat,
        lon: p.lon,
        count: provinceCounts.get(p.code)!,
        kind: 'province',
        title: p.name,
        label: t('web.public.map.provinceMarker', { province: p.name, count: provinceCounts.get(p.code) }),
        pressed: selectedProvince === p.code,
        onSelect: () => onToggle(p.code),
      })),
    [provinces, provinceCounts, selectedProvince, onToggle, t],
  );
  useMarkers(state === 'failed' ? null : state, markers);
  return (
    <div className="canary-inset" role="group" aria-label={t('web.public.map.canaries')}>
      <div ref={container} className="canary-inset-canvas" />
    </div>
  );
}
