import type { ApiClient } from '@afterlook/api';
import {
  ANALYTICS_GUARD_KEYS,
  type AnalyticsCountType,
  analyticsDay,
  deviceKindFromMobileFlag,
  type FormName,
  PRODUCT_EVENT_PROPERTIES,
  type Procedure,
  type ProductEvent,
  userDetailsNote,
  type WidgetQuery,
} from '@afterlook/domain';
import type { KeyValueStorage } from '../session/bootstrap.ts';

export type EventProperties = Readonly<Record<string, string | number | boolean | null>>;

/** Where named product events go (docs/product/api.md#analytics); the adapter fans out to every sink. */
export interface ProductEventSink {
  track(event: ProductEvent, properties: EventProperties): void;
}

export type AnalyticsApi = Pick<
  ApiClient,
  | 'recordDailyAnalytics'
  | 'recordDailyDetailedAnalytics'
  | 'recordReferralDailyAnalytics'
  | 'notifyUnsupportedProcedure'
>;

/** The counters of a preview (our dashboard's frame): nothing goes out. */
export const NO_ANALYTICS_API: AnalyticsApi = {
  recordDailyAnalytics: async () => {},
  recordDailyDetailedAnalytics: async () => {},
  recordReferralDailyAnalytics: async () => {},
  notifyUnsupportedProcedure: async () => {},
};

export interface AnalyticsOptions {
  readonly api: AnalyticsApi;
  readonly formName: FormName;
  readonly query: Pick<WidgetQuery, 'ctaCopy' | 'formVersion' | 'referrer' | 'lang'>;
  readonly clinicName: string;
  readonly isMobile: boolean;
  /** Once per browser (daily counters). */
  readonly localStorage: KeyValueStorage | null;
  /** Once per session (referral, Form Started, Form Opened, detailed visit). */
  readonly sessionStorage: KeyValueStorage | null;
  readonly sinks: readonly ProductEventSink[];
  readonly now?: () => Date;
}

export interface Analytics {
  /** The flow opened: site and form visit counters, referral, the detailed visit per ctaCopy. */
  visit(): void;
  /** The patient's first action in the flow ('Form Started', once per session). */
  formStarted(): void;
  /** The host said its form was opened ('Form Opened' and the form-visit counter, once per session). */
  formOpened(): void;
  /** A result was shown (the simulations counter and 'Simulation Complete'). */
  simulationComplete(properties: EventProperties): void;
  /**
   * The lead was sent: the submissions counter, 'User Details Captured' (with the
   * patient's name and phone, for the clinic's own analytics project) and 'Form Submitted'.
   */
  submitted(lead: { name: string; phone: string; procedure: Procedure | null }): void;
  /** Any other named event, with Clinic Name added. */
  track(event: ProductEvent, properties?: EventProperties): void;
  notifyUnsupportedProcedure(details: {
    name?: string | null;
    email?: string | null;
    procedure?: Procedure | null;
  }): void;
}

/**
 * The widget's one analytics module: the four calls of docs/product/api.md#analytics behind the
 * once-only guards of §4.5, and the named product events through one adapter. A guard
 * is marked before its call goes out, so two quick triggers send one call; storage a
 * browser refuses (a sandboxed frame) means in-memory guards for this page.
 */
export function createAnalytics(options: AnalyticsOptions): Analytics {
  const { api, formName, query, clinicName } = options;
  const now = options.now ?? (() => new Date());
  const memory = new Set<string>();

  /** True the first time a key is seen in this storage (then marks it). */
  const firstTime = (storage: KeyValueStorage | null, key: string): boolean => {
    try {
      if (storage) {
        if (storage.getItem(key) !== null) return false;
        storage.setItem(key, '1');
        return true;
      }
    } catch {
      // Blocked storage: fall back to this page's memory.
    }
    if (memory.has(key)) return false;
    memory.add(key);
    return true;
  };

  const daily = (countType: AnalyticsCountType, scope: string = formName) => {
    if (
      !firstTime(
        options.localStorage,
        ANALYTICS_GUARD_KEYS.daily(scope, countType, analyticsDay(now())),
      )
    )
      return;
    void api.recordDailyAnalytics({ form_name: formName, daily_analytics_count_type: countType });
  };

  /**
   * The detailed counter beyond the visit: a simulation or submission by ctaCopy, form
   * version and device, once per session and ctaCopy, so the clinic's dashboard splits
   * the whole funnel by them (docs/product/state-machines.md#analytics-once-only-guards guards the visit alike).
   */
  const detailed = (countType: 'FORM_SIMULATIONS' | 'FORM_SUBMISSIONS') => {
    if (
      !firstTime(
        options.sessionStorage,
        ANALYTICS_GUARD_KEYS.detailed(formName, countType, query.ctaCopy),
      )
    )
      return;
    void api.recordDailyDetailedAnalytics({
      form_name: formName,
      cta_copy: query.ctaCopy,
      form_version: query.formVersion,
      device_type: deviceKindFromMobileFlag(options.isMobile),
      daily_analytics_count_type: countType,
    });
  };

  const track = (event: ProductEvent, properties: EventProperties = {}) => {
    const withClinic = { [PRODUCT_EVENT_PROPERTIES.clinicName]: clinicName, ...properties };
    for (const sink of options.sinks) {
      try {
        sink.track(event, withClinic);
      } catch (error) {
        console.error('AfterLook: an analytics sink failed', error);
      }
    }
  };

  return {
    visit() {
      daily('SITE_VISITS', 'site');
      daily('FORM_VISITS');
      if (firstTime(options.sessionStorage, ANALYTICS_GUARD_KEYS.referral(formName))) {
        void api.recordReferralDailyAnalytics({ form_name: formName, referrer: query.referrer });
      }
      if (
        firstTime(
          options.sessionStorage,
          ANALYTICS_GUARD_KEYS.detailedVisit(formName, query.ctaCopy),
        )
      ) {
        void api.recordDailyDetailedAnalytics({
          form_name: formName,
          cta_copy: query.ctaCopy,
          form_version: query.formVersion,
          device_type: deviceKindFromMobileFlag(options.isMobile),
          daily_analytics_count_type: 'FORM_VISITS',
        });
        if (formName === 'ONBOARDING_ADVERTISE') {
          track('Ad View', { [PRODUCT_EVENT_PROPERTIES.version]: query.ctaCopy ?? 'default' });
        }
      }
    },
    formStarted() {
      if (!firstTime(options.sessionStorage, ANALYTICS_GUARD_KEYS.formStarted(formName))) return;
      track('Form Started', {
        [PRODUCT_EVENT_PROPERTIES.language]: query.lang,
        [PRODUCT_EVENT_PROPERTIES.version]: query.formVersion,
      });
    },
    formOpened() {
      if (!firstTime(options.sessionStorage, ANALYTICS_GUARD_KEYS.formOpened(formName))) return;
      daily('FORM_VISITS');
      track('Form Opened', { [PRODUCT_EVENT_PROPERTIES.language]: query.lang });
    },
    simulationComplete(properties) {
      daily('FORM_SIMULATIONS');
      detailed('FORM_SIMULATIONS');
      track('Simulation Complete', properties);
    },
    submitted({ name, phone, procedure }) {
      daily('FORM_SUBMISSIONS');
      detailed('FORM_SUBMISSIONS');
      const properties: EventProperties = procedure
        ? { [PRODUCT_EVENT_PROPERTIES.procedure]: procedure }
        : {};
      track('User Details Captured', {
        ...properties,
        [PRODUCT_EVENT_PROPERTIES.name]: name,
        [PRODUCT_EVENT_PROPERTIES.phone]: phone,
        [PRODUCT_EVENT_PROPERTIES.note]: userDetailsNote(formName, procedure),
      });
      track('Form Submitted', properties);
    },
    track,
    notifyUnsupportedProcedure({ name, email, procedure }) {
      void api.notifyUnsupportedProcedure({
        ...(name ? { name } : {}),
        ...(email ? { email } : {}),
        ...(procedure ? { procedure_type: procedure } : {}),
      });
    },
  };
}

/** Phones and small tablets by the UA's own hint, else by a coarse pointer on a narrow screen. */
export function isMobileDevice(win: Window = window): boolean {
  const hinted = (win.navigator as Navigator & { userAgentData?: { mobile?: boolean } })
    .userAgentData?.mobile;
  if (typeof hinted === 'boolean') return hinted;
  return /Mobi|Android|iPhone|iPad/i.test(win.navigator.userAgent);
}
