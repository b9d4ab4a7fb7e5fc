import { useId, useState } from 'react';
import type { ReportQuery } from '../../../generated/graphql';
import { useT } from '../../i18n/hooks/useT';

type Result = ReportQuery['report'];

const BAR_HEIGHT = 22;
const LABEL_WIDTH = 220;
const CHART_WIDTH = 640;

/**
 * Grouped results as horizontal bars (issue 14, beyond the spec): one bar per group of the page
 * shown, its label the grouping columns, its length the measure chosen (the count or an
 * aggregate). Drawn here in SVG, no chart library; the table beside it stays the accessible
 * source, and the figure's name says what it shows.
 */
export function ReportChart({ result, groups }: { result: Result; groups: number }) {
  const { t, lang } = useT();
  const id = useId();
  const measures = result.columns.map((c, i) => ({ ...c, index: i })).slice(groups);
  const [measure, setMeasure] = useState(measures[measures.length - 1]?.index ?? groups);
  const column = result.columns[measure];
  const bars = result.rows.map((row) => ({
    label: (row ?? [])
      .slice(0, groups)
      .map((cell) => cell ?? t('web.reports.noValue'))
      .join(' · '),
    value: Number(row?.[measure] ?? 0),
  }));
  const max = Math.max(1, ...bars.map((b) => b.value));
  const height = bars.length * BAR_HEIGHT + 8;
  const name = t('web.reports.chartName', {
    measure: column?.name ?? '',
    groups: result.columns
      .slice(0, groups)
      .map((c) => c.name)
      .join(', '),
  });
  return (
    <figure className="report-chart">
      <div className="report-connector">
        <label htmlFor={`${id}-measure`}>{t('web.reports.chartMeasure')}</label>
        <select id={`${id}-measure`} value={measure} onChange={(e) => setMeasure(Number(e.target.value))}>
          {measures.map((m) => (
            <option key={m.key} value={m.index}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
      <svg
        role="img"
        aria-label={name}
        viewBox={`0 0 ${CHART_WIDTH} ${height}`}
        width="100%"
        preserveAspectRatio="xMinYMin meet"
      >
        {bars.map((bar, i) => {
          const width = Math.max(0, ((CHART_WIDTH - LABEL_WIDTH - 70) * bar.value) / max);
          const y = i * BAR_HEIGHT + 4;
          return (
            <g key={i}>
              <text x={LABEL_WIDTH - 6} y={y + 14} textAnchor="end" className="report-chart-label">
                {bar.label.length > 32 ? `${bar.label.slice(0, 31)}…` : bar.label}
              </text>
              <rect
                x={LABEL_WIDTH}
                y={y + 2}
                width={width}
                height={BAR_HEIGHT - 6}
                className="report-chart-bar"
              />
              <text x={LABEL_WIDTH + width + 6} y={y + 14} className="report-chart-value">
                {bar.value.toLocaleString(lang)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>{t('web.reports.chartNote')}</figcaption>
    </figure>
  );
}
