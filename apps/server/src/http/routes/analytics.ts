import {
  AnalyticsAck,
  BARE_ANALYTICS_PATHS,
  DailyAnalyticsRequest,
  DailyDetailedAnalyticsRequest,
  NotifyUnsupportedProcedureRequest,
  ProductEventRequest,
  ReferralDailyAnalyticsRequest,
  ROUTES,
} from '@afterlook/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { $ZodType, output } from 'zod/v4/core';
import { incrementDailyCounter } from '../../features/analytics/increment-daily-counter.ts';
import { incrementDetailedCounter } from '../../features/analytics/increment-detailed-counter.ts';
import { incrementReferralCounter } from '../../features/analytics/increment-referral-counter.ts';
import { recordProductEvent } from '../../features/analytics/record-product-event.ts';
import { recordUnsupportedProcedure } from '../../features/analytics/record-unsupported-procedure.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Db } from '../../ports/db-schema.ts';
import { requireSession, sessionOf } from '../auth/require-session.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { errorAnswers } from './error-answers.ts';

/** 16 KB is far above any analytics body (a referrer URL is the largest part). */
const ANALYTICS_BODY_LIMIT = 16 * 1024;

const requesterOf = (request: FastifyRequest) => {
  const { clinicId, sessionId } = sessionOf(request);
  return { clinicId, sessionId };
};

/**
 * Analytics (docs/product/api.md#analytics): the daily, detailed and referral counters (atomic
 * upsert-increment per clinic and its day (its time zone), committed in groups: adapters/db/create-group-commit.ts), the unsupported-procedure notification,
 * and the first-party product events. Canonical under /api/v1; the contract's bare paths
 * (/daily-analytics, ...) are aliases with the same handler and session auth.
 * Every call answers { recorded: true }; limited per session.
 */
export function registerAnalyticsRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  const route = <S extends $ZodType>(
    paths: readonly string[],
    summary: string,
    body: S,
    record: (request: FastifyRequest, body: output<S>) => Promise<void>,
  ) => {
    paths.forEach((path, index) => {
      typed.post(
        path,
        {
          preHandler: requireSession,
          bodyLimit: ANALYTICS_BODY_LIMIT,
          config: { rateLimit: routeLimit(app, 'sessionCalls', 'session') },
          schema: {
            tags: ['analytics'],
            summary: index === 0 ? summary : `${summary} (the contract's bare path)`,
            security: [{ session: [] }],
            // The aliases are documented once, under their canonical path.
            hide: index > 0,
            body,
            response: { 200: AnalyticsAck, ...errorAnswers(400, 401, 413, 429) },
          },
        },
        async (request) => {
          await record(request, request.body as output<S>);
          return { recorded: true };
        },
      );
    });
  };

  /**
   * A counter of the requesting session's clinic, under its canonical and bare paths,
   * added to in the next group commit.
   */
  const counterRoute = <S extends $ZodType>(
    name: keyof typeof BARE_ANALYTICS_PATHS,
    summary: string,
    body: S,
    increment: (db: Db, clock: Clock, clinicId: string, body: output<S>) => Promise<void>,
  ) =>
    route([ROUTES[name].path, BARE_ANALYTICS_PATHS[name]], summary, body, (request, counted) =>
      app.groupCommit.run((db) => increment(db, app.clock, requesterOf(request).clinicId, counted)),
    );

  counterRoute(
    'dailyAnalytics',
    'Count a daily visit, form visit, submission or simulation',
    DailyAnalyticsRequest,
    incrementDailyCounter,
  );
  counterRoute(
    'dailyDetailedAnalytics',
    'Count a daily event by CTA copy, form version and device type',
    DailyDetailedAnalyticsRequest,
    incrementDetailedCounter,
  );
  counterRoute(
    'referralDailyAnalytics',
    'Count a daily visit by referrer',
    ReferralDailyAnalyticsRequest,
    incrementReferralCounter,
  );
  route(
    [ROUTES.notifyUnsupportedProcedure.path, BARE_ANALYTICS_PATHS.notifyUnsupportedProcedure],
    'Record a wish for a procedure the widget cannot simulate',
    NotifyUnsupportedProcedureRequest,
    (request, body) => recordUnsupportedProcedure(app.ports, requesterOf(request), body),
  );
  route(
    [ROUTES.events.path],
    'Record a named product event (first-party analytics)',
    ProductEventRequest,
    (request, body) =>
      app.groupCommit.run((db) =>
        recordProductEvent(db, app.clock, requesterOf(request), body.name, body.properties),
      ),
  );
}
