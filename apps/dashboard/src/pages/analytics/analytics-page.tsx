import '../../components/admin-pages.css';
import { ADMIN_ANALYTICS_MAX_DAYS, type AdminAnalyticsResponse } from '@afterlook/api';
import {
  type FormName,
  type Procedure,
  parseProcedure,
  procedureDisplayName,
} from '@afterlook/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../api/staff-client.ts';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-title.tsx';
import { LoadError, Loading } from '../../components/status.tsx';
import { fill, formatDateTime, formatDay, useI18n } from '../../i18n/i18n.tsx';
import { chartPanels } from './chart-layout.ts';
import {
  dailySeries,
  daysBetween,
  FUNNEL_STAGES,
  type FunnelStage,
  formatRate,
  funnelSteps,
  funnelTotals,
  lastDays,
  outcomeSteps,
  rate,
  SPLIT_DIMENSIONS,
  SPLIT_STAGES,
  type SplitDimension,
  splitFunnel,
  topEvents,
} from './funnel.ts';

// uPlot comes with the chart, after the page's first paint: the dashboard's first load
// stays small.
const FunnelChart = lazy(() => import('./funnel-chart.tsx'));

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The range in the address (?from=&to=); null: the server's default, the last 30 days up
 * to today in the clinic's time zone (the browser's day may be another).
 */
function rangeOf(params: URLSearchParams): { from: string; to: string } | null {
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && DAY.test(from) && DAY.test(to) && from <= to) return { from, to };
  return null;
}

const isDimension = (value: string | null): value is SplitDimension =>
  (SPLIT_DIMENSIONS as readonly (string | null)[]).includes(value);

export default function AnalyticsPage() {
  const { t, language } = useI18n();
  const texts = t.dashboardAnalytics;
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params);
  const split = isDimension(params.get('split')) ? (params.get('split') as SplitDimension) : 'form';
  const analytics = useQuery({
    queryKey: ['admin', 'analytics', range?.from ?? '', range?.to ?? ''],
    queryFn: () => api.getAnalytics(range ?? {}),
    placeholderData: keepPreviousData,
  });
  const shown =
    range ?? (analytics.data ? { from: analytics.data.from, to: analytics.data.to } : null);
  const update = (change: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(change)) next.set(key, value);
      return next;
    });

  return (
    <>
      <PageHeader title={texts.heading} />
      <p className="muted">{texts.intro}</p>
      {shown && analytics.data ? (
        <RangeForm
          key={`${shown.from}/${shown.to}`}
          range={shown}
          today={analytics.data.today}
          onChange={(next) => update(next)}
        />
      ) : null}
      {analytics.isPending ? <Loading /> : null}
      {analytics.isError ? (
        <LoadError error={analytics.error} onRetry={() => analytics.refetch()} />
      ) : null}
      {analytics.data ? (
        <AnalyticsReport
          data={analytics.data}
          split={split}
          onSplit={(dimension) => update({ split: dimension })}
          locale={language === 'es' ? 'es-ES' : 'en-US'}
        />
      ) : null}
    </>
  );
}

/** The quick ranges, each the last so many days up to today. */
const PRESETS = [
  { days: 7, label: 'last7' },
  { days: 30, label: 'last30' },
  { days: 90, label: 'last90' },
] as const;

/** One end of the range: a date input, pointing at the range's error while it shows. */
function DayField({
  label,
  value,
  onChange,
  errorId,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (day: string) => void;
  readonly errorId: string | null;
}) {
  return (
    <label className="field">
      <span>{label}</span>
      <input
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorId !== null || undefined}
        aria-describedby={errorId ?? undefined}
      />
    </label>
  );
}

function RangeForm({
  range,
  today,
  onChange,
}: {
  readonly range: { from: string; to: string };
  /** Today at the clinic: where the presets end. */
  readonly today: string;
  readonly onChange: (range: { from: string; to: string }) => void;
}) {
  const { t } = useI18n();
  const texts = t.dashboardAnalytics;
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ok =
      DAY.test(from) &&
      DAY.test(to) &&
      from <= to &&
      daysBetween(from, to).length <= ADMIN_ANALYTICS_MAX_DAYS;
    setInvalid(!ok);
    if (ok) onChange({ from, to });
  };
  const preset = (days: number) => {
    const next = lastDays(today, days);
    setFrom(next.from);
    setTo(next.to);
    setInvalid(false);
    onChange(next);
  };
  return (
    <form className="range-form card" onSubmit={submit} aria-label={texts.range}>
      <DayField
        label={texts.from}
        value={from}
        onChange={setFrom}
        errorId={invalid ? errorId : null}
      />
      <DayField label={texts.to} value={to} onChange={setTo} errorId={invalid ? errorId : null} />
      <button type="submit" className="button button-primary">
        {texts.apply}
      </button>
      <div className="presets">
        {PRESETS.map(({ days, label }) => (
          <button
            key={days}
            type="button"
            className="button button-quiet"
            onClick={() => preset(days)}
          >
            {texts.presets[label]}
          </button>
        ))}
      </div>
      {invalid ? (
        <p id={errorId} className="field-error range-error" role="alert">
          {texts.rangeInvalid}
        </p>
      ) : null}
    </form>
  );
}

function AnalyticsReport({
  data,
  split,
  onSplit,
  locale,
}: {
  readonly data: AdminAnalyticsResponse;
  readonly split: SplitDimension;
  readonly onSplit: (dimension: SplitDimension) => void;
  readonly locale: string;
}) {
  const { t, language } = useI18n();
  const texts = t.dashboardAnalytics;
  const totals = funnelTotals(data.daily);
  const steps = [...funnelSteps(totals), ...outcomeSteps(data.lead_outcomes, totals)];
  const series = useMemo(() => dailySeries(data), [data]);
  const top = topEvents(data.events);
  const splitId = useId();
  const range = { from: formatDay(language, data.from), to: formatDay(language, data.to) };
  const panels = chartPanels(series).length;
  const top1 = Math.max(1, totals.SITE_VISITS, ...FUNNEL_STAGES.map((stage) => totals[stage]));
  const nothing = FUNNEL_STAGES.every((stage) => totals[stage] === 0);

  return (
    <>
      <p className="muted small" data-testid="analytics-time-zone">
        {fill(texts.timeZone, { zone: data.time_zone.replaceAll('_', ' ') })}
      </p>
      <section className="card" aria-labelledby="funnel-heading">
        <h2 id="funnel-heading">{texts.funnelHeading}</h2>
        {nothing ? <p className="muted">{texts.noData}</p> : null}
        <DataTable
          label={fill(texts.funnelCaption, range)}
          caption={fill(texts.funnelCaption, range)}
          className="funnel-table"
          columns={[
            { label: texts.stage },
            { label: texts.count, numeric: true },
            { label: texts.fromPrevious, numeric: true },
            { label: texts.fromFirst, numeric: true },
          ]}
        >
          {steps.map((step) => (
            <tr key={step.stage} data-stage={step.stage}>
              <th scope="row">
                <span className="stage-name">{texts.stages[step.stage]}</span>
                <span
                  className="funnel-bar"
                  aria-hidden="true"
                  style={{ inlineSize: `${(100 * step.count) / top1}%` }}
                  data-stage={step.stage}
                />
              </th>
              <td className="number" data-testid={`funnel-${step.stage}`}>
                {step.count.toLocaleString(locale)}
              </td>
              <td className="number">{formatRate(step.fromPrevious, locale)}</td>
              <td className="number">{formatRate(step.fromFirst, locale)}</td>
            </tr>
          ))}
        </DataTable>
        <p className="muted small" data-testid="funnel-outcomes-note">
          {fill(texts.outcomesNote, { lost: data.lead_outcomes.lost.toLocaleString(locale) })}
        </p>
        {totals.SITE_VISITS > 0 ? (
          <p className="funnel-overall">
            {fill(texts.overall, {
              rate: formatRate(rate(totals.FORM_SUBMISSIONS, totals.SITE_VISITS), locale),
            })}
          </p>
        ) : null}
      </section>

      <section className="card" aria-labelledby="chart-heading">
        <h2 id="chart-heading">{texts.chartHeading}</h2>
        {panels > 1 ? <p className="muted small">{texts.chartPanels}</p> : null}
        <div role="img" aria-label={`${texts.chartLabel} (${range.from} – ${range.to})`}>
          <Suspense fallback={<p className="muted">{texts.chartLoading}</p>}>
            <FunnelChart
              series={series}
              labels={texts.stages}
              dayLabel={texts.day}
              locale={locale}
            />
          </Suspense>
        </div>
        <details className="table-details">
          <summary>{texts.tableHeading}</summary>
          <DataTable
            label={texts.tableHeading}
            caption={texts.chartLabel}
            columns={[
              { label: texts.day },
              ...FUNNEL_STAGES.map((stage) => ({ label: texts.stages[stage], numeric: true })),
            ]}
          >
            {series.days.map((day, index) => (
              <tr key={day}>
                <th scope="row">{formatDay(language, day)}</th>
                {FUNNEL_STAGES.map((stage) => (
                  <td key={stage} className="number">
                    {(series.stages[stage][index] ?? 0).toLocaleString(locale)}
                  </td>
                ))}
              </tr>
            ))}
          </DataTable>
        </details>
      </section>

      <section className="card" aria-labelledby="split-heading">
        <h2 id="split-heading">{texts.splitHeading}</h2>
        <label className="field field-inline" htmlFor={splitId}>
          <span>{texts.splitBy}</span>
          <select
            id={splitId}
            value={split}
            onChange={(event) => onSplit(event.target.value as SplitDimension)}
          >
            {SPLIT_DIMENSIONS.map((dimension) => (
              <option key={dimension} value={dimension}>
                {texts.dimensions[dimension]}
              </option>
            ))}
          </select>
        </label>
        <p className="muted small">{texts.splitNotes[split]}</p>
        <SplitTable data={data} dimension={split} locale={locale} />
      </section>

      <section className="card" aria-labelledby="events-heading">
        <h2 id="events-heading">{texts.eventsHeading}</h2>
        {top.length === 0 ? (
          <p className="muted">{texts.noEvents}</p>
        ) : (
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{texts.event}</th>
                <th scope="col" className="number">
                  {texts.count}
                </th>
              </tr>
            </thead>
            <tbody>
              {top.map((event) => (
                <tr key={event.name}>
                  <th scope="row">{event.name}</th>
                  <td className="number">{event.count.toLocaleString(locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="card" aria-labelledby="unsupported-heading">
        <h2 id="unsupported-heading">{texts.unsupportedHeading}</h2>
        <p className="muted small">{texts.unsupportedIntro}</p>
        {data.unsupported_procedures.length === 0 ? (
          <p className="muted">{texts.noUnsupported}</p>
        ) : (
          <DataTable
            label={texts.unsupportedTable}
            columns={[
              { label: texts.procedure },
              { label: texts.name },
              { label: texts.email },
              { label: texts.when },
            ]}
          >
            {data.unsupported_procedures.map((request, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: requests carry no id
              <tr key={index}>
                <th scope="row">{procedureLabel(request.procedure_type, language)}</th>
                <td>{request.name}</td>
                <td>{request.email}</td>
                <td>{formatDateTime(language, request.created_at, data.time_zone)}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </>
  );
}

/** A procedure's display name; 'Not captured' and anything unknown as sent. */
function procedureLabel(value: string, language: 'en' | 'es'): string {
  const procedure: Procedure | null = parseProcedure(value) ?? null;
  return procedure ? procedureDisplayName(procedure, language) : value;
}

function SplitTable({
  data,
  dimension,
  locale,
}: {
  readonly data: AdminAnalyticsResponse;
  readonly dimension: SplitDimension;
  readonly locale: string;
}) {
  const { t } = useI18n();
  const texts = t.dashboardAnalytics;
  const rows = splitFunnel(data, dimension);
  const stages = SPLIT_STAGES[dimension];
  const withRates = stages.includes('FORM_SIMULATIONS');
  const keyLabel = (key: string | null): string => {
    if (key === null || key === '') return texts.none;
    if (dimension === 'form') return texts.forms[key as FormName] ?? key;
    if (dimension === 'device') return texts.devices[key as keyof typeof texts.devices] ?? key;
    return key;
  };
  const stageLabel = (stage: FunnelStage) =>
    dimension === 'referrer' ? texts.visits : texts.stages[stage];
  if (rows.length === 0) return <p className="muted">{texts.noData}</p>;
  return (
    <DataTable
      label={`${texts.splitBy} ${texts.dimensions[dimension]}`}
      caption={`${texts.splitBy} ${texts.dimensions[dimension]}`}
      testId="split-table"
      columns={[
        { label: texts.dimensions[dimension] },
        ...stages.map((stage) => ({ label: stageLabel(stage), numeric: true })),
        withRates && { label: texts.simulationRate, numeric: true },
        withRates && { label: texts.submissionRate, numeric: true },
      ]}
    >
      {rows.map((row) => (
        <tr key={row.key ?? ''}>
          <th scope="row">{keyLabel(row.key)}</th>
          {stages.map((stage) => (
            <td key={stage} className="number">
              {row.counts[stage].toLocaleString(locale)}
            </td>
          ))}
          {withRates ? (
            <>
              <td className="number">
                {formatRate(rate(row.counts.FORM_SIMULATIONS, row.counts.FORM_VISITS), locale)}
              </td>
              <td className="number">
                {formatRate(rate(row.counts.FORM_SUBMISSIONS, row.counts.FORM_VISITS), locale)}
              </td>
            </>
          ) : null}
        </tr>
      ))}
    </DataTable>
  );
}
