import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { type DailySeries, FUNNEL_STAGES, type FunnelStage } from './funnel.ts';

/** One colour per stage, each at least 3:1 against white (WCAG 1.4.11). */
export const STAGE_COLORS: Readonly<Record<FunnelStage, string>> = {
  SITE_VISITS: '#0b5cad',
  FORM_VISITS: '#7a3fd1',
  FORM_SIMULATIONS: '#b4530b',
  FORM_SUBMISSIONS: '#1a7f37',
};

const HEIGHT = 260;

/**
 * The day-by-day funnel as uPlot lines (loaded with the analytics page's chart chunk
 * only). The page shows the same numbers in a table; this picture is described by its
 * label.
 */
export default function FunnelChart({
  series,
  labels,
  dayLabel,
  locale,
}: {
  readonly series: DailySeries;
  readonly labels: Readonly<Record<FunnelStage, string>>;
  /** The x series' name in the legend ('Day'). */
  readonly dayLabel: string;
  readonly locale: string;
}) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const x = series.days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
    const data: uPlot.AlignedData = [x, ...FUNNEL_STAGES.map((stage) => [...series.stages[stage]])];
    const dayFormat = new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    const chart = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: HEIGHT,
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        axes: [
          {
            values: (_u, splits) => splits.map((s) => dayFormat.format(new Date(s * 1000))),
            stroke: '#46505e',
            grid: { stroke: '#e6e9ee' },
          },
          {
            stroke: '#46505e',
            grid: { stroke: '#e6e9ee' },
            values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? String(s) : '')),
          },
        ],
        series: [
          {
            label: dayLabel,
            value: (_u, seconds) =>
              seconds == null ? '' : dayFormat.format(new Date(seconds * 1000)),
          },
          ...FUNNEL_STAGES.map((stage) => ({
            label: labels[stage],
            stroke: STAGE_COLORS[stage],
            width: 2,
            points: { show: series.days.length <= 31 },
          })),
        ],
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
      },
      data,
      element,
    );
    const resize = new ResizeObserver(() => {
      chart.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series, labels, dayLabel, locale]);

  return <div ref={container} className="funnel-chart" />;
}
