import {
  DAILY_QUOTAS,
  type DailyQuotaName,
  RATE_LIMITS,
  type RateLimit,
  type RateLimitName,
} from '@afterlook/domain';

/** The limits a server enforces: the product's defaults, tightened by tests. */
export interface ServerLimits {
  readonly rate: Readonly<Record<RateLimitName, RateLimit>>;
  readonly dailyQuotas: Readonly<Record<DailyQuotaName, number>>;
}

export interface ServerLimitOverrides {
  readonly rate?: Partial<Record<RateLimitName, RateLimit>>;
  readonly dailyQuotas?: Partial<Record<DailyQuotaName, number>>;
}

export function serverLimits(overrides: ServerLimitOverrides = {}): ServerLimits {
  return {
    rate: { ...RATE_LIMITS, ...overrides.rate },
    dailyQuotas: { ...DAILY_QUOTAS, ...overrides.dailyQuotas },
  };
}
