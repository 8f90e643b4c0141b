import type uPlot from 'uplot';
import { type DailySeries, FUNNEL_STAGES, type FunnelStage } from './funnel.ts';

/**
 * How the day-by-day funnel is laid out, apart from drawing it (funnel-chart.tsx), so the
 * rules are tested: stages of very different sizes get panels of their own (a line never
 * flattened to a sliver of another's scale), and every axis is as wide as its widest
 * label measured in the font it is drawn in (no label cut at the chart's edge).
 */

/** uPlot's own axis font, tick length and gap: what the labels are drawn and measured with. */
export const AXIS_FONT =
  '12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const TICK_SIZE = 10;
export const AXIS_GAP = 5;
/** Room kept between two day labels and beside the outermost ones. */
export const LABEL_MARGIN = 8;

/** A stage's line shares a panel only with lines whose peaks are within this factor of it. */
export const PANEL_RATIO = 4;

/** A text's width in CSS pixels in AXIS_FONT (the browser's canvas; tests pass their own). */
export type Measure = (text: string) => number;

export interface ChartPanel {
  readonly stages: readonly FunnelStage[];
  /** The highest daily count of its stages. */
  readonly peak: number;
}

const peakOf = (values: readonly number[]) => values.reduce((a, b) => Math.max(a, b), 0);

/**
 * The stages in funnel order, split into panels: the next stage joins the panel before it
 * when every peak in it stays within PANEL_RATIO of the others (a line at 0 joins any).
 */
export function chartPanels(series: DailySeries): ChartPanel[] {
  const panels: { stages: FunnelStage[]; peak: number; low: number }[] = [];
  for (const stage of FUNNEL_STAGES) {
    const peak = peakOf(series.stages[stage]);
    const last = panels.at(-1);
    const low = last ? (peak === 0 ? last.low : Math.min(last.low || peak, peak)) : peak;
    if (last && (peak === 0 || Math.max(last.peak, peak) <= PANEL_RATIO * low)) {
      last.stages.push(stage);
      last.peak = Math.max(last.peak, peak);
      last.low = low;
    } else {
      panels.push({ stages: [stage], peak, low: peak });
    }
  }
  return panels.map(({ stages, peak }) => ({ stages, peak }));
}

/** A count axis' width: its widest label, the tick and the gap; at least `atLeast`. */
export function countAxisSize(labels: readonly string[], measure: Measure, atLeast = 0): number {
  const widest = labels.reduce((most, label) => Math.max(most, measure(label)), 0);
  return Math.ceil(Math.max(atLeast, widest + TICK_SIZE + AXIS_GAP + 2));
}

/**
 * One count axis width for every panel, so their plots line up under each other: room
 * for the largest panel's top label (its digits as wide as a 0, whatever they become).
 */
export function alignedAxisWidth(
  panels: readonly ChartPanel[],
  locale: string,
  measure: Measure,
): number {
  const top = countFormat(locale)(Math.max(4, ...panels.map((panel) => panel.peak)));
  return countAxisSize([top, top.replace(/\d/g, '0')], measure);
}

/** The widest day label of the range. */
export const widestDayLabel = (
  days: readonly string[],
  format: (day: string) => string,
  measure: Measure,
): number => days.reduce((most, day) => Math.max(most, measure(format(day))), 0);

/** Counts as the reader's language writes them; no label between whole numbers. */
export const countFormat = (locale: string) => {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return (value: number): string => (Number.isInteger(value) ? format.format(value) : '');
};

/** A calendar day (YYYY-MM-DD) as a short label, e.g. "Nov 27" or "27 nov". */
export const dayFormat = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (day: string): string => format.format(new Date(`${day}T00:00:00Z`));
};

/** The day a chart x value (seconds at the day's UTC midnight) stands for. */
const dayOfSeconds = (seconds: number): string =>
  new Date(seconds * 1000).toISOString().slice(0, 10);

export interface PanelInput {
  readonly panel: ChartPanel;
  readonly series: DailySeries;
  readonly width: number;
  readonly height: number;
  readonly labels: Readonly<Record<FunnelStage, string>>;
  /** The x series' name in the legend ('Day'). */
  readonly dayLabel: string;
  readonly colors: Readonly<Record<FunnelStage, string>>;
  readonly locale: string;
  readonly measure: Measure;
  /** Every panel's count axis at least this wide (alignedAxisWidth), so plots line up. */
  readonly axisWidth?: number;
  /** Panels sharing this key move their cursors together. */
  readonly syncKey: string;
}

/** One panel's uPlot options: its own count scale from 0 to its peak, axes sized to fit. */
export function panelOptions(input: PanelInput): uPlot.Options {
  const { panel, series, measure } = input;
  const day = dayFormat(input.locale);
  const count = countFormat(input.locale);
  // The first and last day labels are centred on the plot's edges: half of each hangs out.
  const dayRoom = widestDayLabel(series.days, day, measure);
  const halfDay = Math.ceil(dayRoom / 2) + 2;
  return {
    width: input.width,
    height: input.height,
    padding: [null, halfDay, null, null],
    scales: {
      x: { time: true },
      y: { range: (_u, _min, max) => [0, Math.max(4, panel.peak, max)] },
    },
    axes: [
      {
        font: AXIS_FONT,
        stroke: '#46505e',
        grid: { stroke: '#e6e9ee' },
        space: Math.ceil(dayRoom + LABEL_MARGIN),
        values: (_u, splits) => splits.map((seconds) => day(dayOfSeconds(seconds))),
      },
      {
        font: AXIS_FONT,
        stroke: '#46505e',
        grid: { stroke: '#e6e9ee' },
        values: (_u, splits) => splits.map(count),
        size: (_u, values) =>
          countAxisSize(values ?? [], measure, Math.max(halfDay, input.axisWidth ?? 0)),
      },
    ],
    series: [
      {
        label: input.dayLabel,
        value: (_u, seconds) => (seconds == null ? '' : day(dayOfSeconds(seconds))),
      },
      ...panel.stages.map((stage) => ({
        label: input.labels[stage],
        stroke: input.colors[stage],
        width: 2,
        points: { show: series.days.length <= 31 },
        value: (_u: uPlot, value: number | null) => (value == null ? '' : count(value)),
      })),
    ],
    legend: { show: true },
    cursor: { drag: { x: false, y: false }, sync: { key: input.syncKey } },
  };
}

/** One panel's data: the days (seconds at each day's UTC midnight) and its stages' counts. */
export function panelData(panel: ChartPanel, series: DailySeries): uPlot.AlignedData {
  const x = series.days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
  return [x, ...panel.stages.map((stage) => [...series.stages[stage]])];
}
