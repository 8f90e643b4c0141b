import { type DailyQuotaName, type Language, MESSAGES } from '@afterlook/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { countClinicImages } from '../../features/images/count-clinic-images.ts';
import { countClinicTransforms } from '../../features/transforms/count-clinic-transforms.ts';
import { replyWithKind } from '../reply-with-error.ts';

const COUNTERS = { uploads: countClinicImages, transforms: countClinicTransforms } as const;
const MESSAGE = { uploads: 'dailyQuotaUploads', transforms: 'dailyQuotaTransforms' } as const;

export interface QuotaRefusal {
  readonly message: string;
  /** Seconds until the quota renews (next UTC midnight): the Retry-After. */
  readonly retryAfterSeconds: number;
}

/**
 * Whether the clinic may make `wanted` more uploads or transforms today (UTC): a
 * public SDK key must not let anyone fill the disk or the job queue. Counted in the
 * database, so every API process sees the same total. null: within the quota.
 */
export async function checkDailyQuota(
  app: Pick<FastifyInstance, 'db' | 'clock' | 'limits'>,
  clinicId: string,
  name: DailyQuotaName,
  wanted: number,
  lang: Language,
): Promise<QuotaRefusal | null> {
  const now = app.clock();
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const used = await COUNTERS[name](app.db, clinicId, dayStart);
  if (used + wanted <= app.limits.dailyQuotas[name]) return null;
  const nextDay = dayStart.getTime() + 24 * 60 * 60 * 1000;
  return {
    message: MESSAGES[lang].limits[MESSAGE[name]],
    retryAfterSeconds: Math.ceil((nextDay - now.getTime()) / 1000),
  };
}

/** Answers a quota refusal: 429 with Retry-After at the next UTC midnight. */
export const refuseOverQuota = (reply: FastifyReply, refusal: QuotaRefusal) =>
  replyWithKind(reply.header('retry-after', refusal.retryAfterSeconds), 'rate_limited', {
    error: 'daily_quota_reached',
    message: refusal.message,
  });
