import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import {
  AXIS_GAP,
  alignedAxisWidth,
  chartPanels,
  countFormat,
  dayFormat,
  LABEL_MARGIN,
  type Measure,
  PANEL_RATIO,
  panelOptions,
  TICK_SIZE,
  widestDayLabel,
} from './chart-layout.ts';
import { type DailySeries, daysBetween, FUNNEL_STAGES, type FunnelStage } from './funnel.ts';

// Issue 31: the day-by-day chart's layout rules, as funnel-chart.tsx applies them. Widths
// here come from a measure as generous as the axes' 12px font gets (0.62 em a character:
// wider than system-ui's digits and most letters); the browser passes its canvas' own.
const measure: Measure = (text) => text.length * 12 * 0.62;
const self = undefined as unknown as uPlot;

const LABELS: Record<FunnelStage, string> = {
  SITE_VISITS: 'Site visits',
  FORM_VISITS: 'Form visits',
  FORM_SIMULATIONS: 'Simulations',
  FORM_SUBMISSIONS: 'Submissions',
};
const COLORS: Record<FunnelStage, string> = {
  SITE_VISITS: '#000',
  FORM_VISITS: '#111',
  FORM_SIMULATIONS: '#222',
  FORM_SUBMISSIONS: '#333',
};

/** `days` days from 1 March 2026, each stage around its typical size. */
function seriesOf(days: number, sizes: Record<FunnelStage, number>): DailySeries {
  const list = daysBetween('2026-03-01', '2026-12-31').slice(0, days);
  const stages = Object.fromEntries(
    FUNNEL_STAGES.map((stage) => [
      stage,
      list.map((_, i) => Math.round(sizes[stage] * (0.6 + 0.4 * Math.abs(Math.sin(i))))),
    ]),
  ) as Record<FunnelStage, number[]>;
  return { days: list, stages };
}

const busy = {
  SITE_VISITS: 12_500,
  FORM_VISITS: 2_500,
  FORM_SIMULATIONS: 300,
  FORM_SUBMISSIONS: 6,
};

const optionsFor = (
  series: DailySeries,
  width: number,
  locale: string,
  panelIndex = 0,
  axisWidth?: number,
) => {
  const panel = chartPanels(series)[panelIndex];
  if (!panel) throw new Error('no such panel');
  return panelOptions({
    panel,
    series,
    width,
    height: 180,
    labels: LABELS,
    dayLabel: 'Day',
    colors: COLORS,
    locale,
    measure,
    ...(axisWidth === undefined ? {} : { axisWidth }),
    syncKey: 'test',
  });
};

describe('the chart’s panels', () => {
  it('issue 31: submissions get a scale of their own, never flattened against visits', () => {
    const series = seriesOf(30, busy);
    const panels = chartPanels(series);
    expect(panels.length).toBeGreaterThanOrEqual(2);
    const withSubmissions = panels.find((panel) => panel.stages.includes('FORM_SUBMISSIONS'));
    expect(withSubmissions?.stages).not.toContain('SITE_VISITS');
    // Every line reaches at least 1/PANEL_RATIO of its panel's height.
    for (const panel of panels) {
      for (const stage of panel.stages) {
        const peak = Math.max(...series.stages[stage]);
        expect(peak * PANEL_RATIO, stage).toBeGreaterThanOrEqual(panel.peak);
      }
    }
    // The submissions' panel scale ends at their own peak, not the visits'.
    const index = panels.indexOf(withSubmissions as (typeof panels)[number]);
    const range = optionsFor(series, 1200, 'en-US', index).scales?.y?.range;
    const peak = Math.max(...series.stages.FORM_SUBMISSIONS);
    expect(typeof range === 'function' ? range(self, 0, peak, 'y') : null).toEqual([0, peak]);
  });

  it('lines the panels’ plots up: one count axis width for all, room for the top label', () => {
    const series = seriesOf(30, busy);
    const panels = chartPanels(series);
    const width = alignedAxisWidth(panels, 'en-US', measure);
    expect(width - TICK_SIZE - AXIS_GAP).toBeGreaterThanOrEqual(measure('12,500'));
    const sizes = panels.map((panel, index) => {
      const size = optionsFor(series, 1200, 'en-US', index, width).axes?.[1]?.size;
      const own = [0, panel.peak].map(countFormat('en-US'));
      return typeof size === 'function' ? size(self, own, 1, 0) : 0;
    });
    expect(new Set(sizes)).toEqual(new Set([width]));
  });

  it('keeps stages of like sizes together (one panel for a quiet or an even funnel)', () => {
    const even = { SITE_VISITS: 40, FORM_VISITS: 30, FORM_SIMULATIONS: 20, FORM_SUBMISSIONS: 12 };
    expect(chartPanels(seriesOf(7, even)).map((panel) => panel.stages)).toEqual([FUNNEL_STAGES]);
    const quiet = { SITE_VISITS: 0, FORM_VISITS: 0, FORM_SIMULATIONS: 0, FORM_SUBMISSIONS: 0 };
    expect(chartPanels(seriesOf(7, quiet))).toHaveLength(1);
  });
});

describe('the chart’s tick labels', () => {
  for (const locale of ['en-US', 'es-ES']) {
    it(`issue 31: count labels fit their axis, however wide (${locale})`, () => {
      const series = seriesOf(30, busy);
      const format = countFormat(locale);
      const labels = [0, 2_500, 5_000, 7_500, 10_000, 12_500, 1_250_000].map(format);
      for (const width of [330, 1200]) {
        const size = optionsFor(series, width, locale).axes?.[1]?.size;
        expect(typeof size).toBe('function');
        const room = typeof size === 'function' ? size(self, labels, 1, 0) : 0;
        for (const label of labels) {
          expect(room - TICK_SIZE - AXIS_GAP, label).toBeGreaterThanOrEqual(measure(label));
        }
      }
      // uPlot's fixed 50 px (before) cuts "12,500" at this font: "l2500".
      expect(50 - TICK_SIZE - AXIS_GAP).toBeLessThan(measure(format(12_500)));
    });

    for (const days of [7, 30, 90]) {
      it(`issue 31: day labels never overlap or hang past the edges at 390 and 1280 px (${locale}, ${days} days)`, () => {
        const series = seriesOf(days, busy);
        const widest = widestDayLabel(series.days, dayFormat(locale), measure);
        // The card's inner width on a 390 px phone, and on a 1280 px desktop.
        for (const width of [330, 1180]) {
          const options = optionsFor(series, width, locale);
          const space = options.axes?.[0]?.space;
          expect(space).toBeGreaterThanOrEqual(widest + LABEL_MARGIN);
          const right = options.padding?.[1];
          expect(typeof right === 'number' ? right : 0).toBeGreaterThanOrEqual(widest / 2);
          const size = options.axes?.[1]?.size;
          const left = typeof size === 'function' ? size(self, ['0', '4'], 1, 0) : 0;
          expect(left).toBeGreaterThanOrEqual(widest / 2);
          // Room for at least three labels between the axes.
          const plot = width - left - (typeof right === 'number' ? right : 0);
          expect(plot).toBeGreaterThanOrEqual(3 * (typeof space === 'number' ? space : 0));
        }
      });
    }
  }
});
