import 'uplot/dist/uPlot.min.css';
import { useEffect, useId, useMemo, useRef } from 'react';
import uPlot from 'uplot';
import {
  AXIS_FONT,
  alignedAxisWidth,
  type ChartPanel,
  chartPanels,
  type Measure,
  panelData,
  panelOptions,
} from './chart-layout.ts';
import type { DailySeries, FunnelStage } from './funnel.ts';

/** One colour per stage, each at least 3:1 against white (WCAG 1.4.11). */
export const STAGE_COLORS: Readonly<Record<FunnelStage, string>> = {
  SITE_VISITS: '#0b5cad',
  FORM_VISITS: '#7a3fd1',
  FORM_SIMULATIONS: '#b4530b',
  FORM_SUBMISSIONS: '#1a7f37',
};

/** One panel alone gets the room; several share it, each still tall enough to read. */
const HEIGHT = 260;
const PANEL_HEIGHT = 180;
/** Never narrower than a phone's card leaves (390 px screen), never wider than the card. */
const MIN_WIDTH = 240;

/** Widths in the axes' own font, measured by the browser once per chart. */
function canvasMeasure(): Measure {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return (text) => text.length * 8;
  context.font = AXIS_FONT;
  return (text) => context.measureText(text).width;
}

interface FunnelChartProps {
  readonly series: DailySeries;
  readonly labels: Readonly<Record<FunnelStage, string>>;
  /** The x series' name in the legend ('Day'). */
  readonly dayLabel: string;
  readonly locale: string;
}

/**
 * The day-by-day funnel as uPlot lines (loaded with the analytics page's chart chunk
 * only), in panels of their own where the stages' sizes differ (chart-layout.ts). The
 * page shows the same numbers in a table; this picture is described by its label.
 */
export default function FunnelChart({ series, labels, dayLabel, locale }: FunnelChartProps) {
  const panels = useMemo(() => chartPanels(series), [series]);
  const measure = useMemo(canvasMeasure, []);
  const axisWidth = alignedAxisWidth(panels, locale, measure);
  const syncKey = useId();
  return (
    <div className="funnel-chart" data-panels={panels.length}>
      {panels.map((panel) => (
        <FunnelPanel
          key={panel.stages.join()}
          panel={panel}
          height={panels.length === 1 ? HEIGHT : PANEL_HEIGHT}
          {...{ series, labels, dayLabel, locale, syncKey, measure, axisWidth }}
        />
      ))}
    </div>
  );
}

function FunnelPanel({
  panel,
  height,
  syncKey,
  measure,
  axisWidth,
  ...props
}: FunnelChartProps & {
  readonly panel: ChartPanel;
  readonly height: number;
  readonly syncKey: string;
  readonly measure: Measure;
  readonly axisWidth: number;
}) {
  const container = useRef<HTMLDivElement>(null);
  const { series, labels, dayLabel, locale } = props;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const width = () => Math.max(MIN_WIDTH, element.clientWidth);
    const options = panelOptions({
      panel,
      series,
      width: width(),
      height,
      labels,
      dayLabel,
      colors: STAGE_COLORS,
      locale,
      measure,
      axisWidth,
      syncKey,
    });
    // x values are each day's UTC midnight: ticks fall on days whatever the browser's zone.
    options.tzDate = (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC');
    const chart = new uPlot(options, panelData(panel, series), element);
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [panel, series, labels, dayLabel, locale, height, syncKey, measure, axisWidth]);

  return <div ref={container} className="funnel-panel" data-stages={panel.stages.join(' ')} />;
}
