import type { Language, Procedure, ProductEvent } from '@afterlook/domain';
import { FORM_SOURCE, PATHS } from '../paths.ts';
import {
  AnalyticsAck,
  type DailyAnalyticsRequest,
  type DailyDetailedAnalyticsRequest,
  NOT_CAPTURED,
  type NotifyUnsupportedProcedureRequest,
  type ProductEventProperties,
  type ReferralDailyAnalyticsRequest,
} from '../schemas/analytics.ts';
import {
  type DoctorChatRequest,
  DoctorChatResponse,
  type PlasticSurgeryChatRequest,
  PlasticSurgeryChatResponse,
} from '../schemas/chat.ts';
import { ClinicInfo } from '../schemas/clinic.ts';
import { FollowUpRecorded, type FollowUpRequest } from '../schemas/follow-ups.ts';
import {
  type ImagesBatchRequest,
  ImagesBatchResponse,
  PatientImageTicket,
  UPLOAD_CONTENT_TYPE,
} from '../schemas/images.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  type LeadMeasurements,
  LeadMeasurementsResponse,
  type LeadMessageRequest,
  LeadMessageResponse,
  type LeadSubmission,
  LeadSubmissionResponse,
} from '../schemas/leads.ts';
import { formatLocation, UNKNOWN_LOCATION, UserLocation } from '../schemas/location.ts';
import { SampleModelsResponse } from '../schemas/sample-models.ts';
import { CreateSessionResponse } from '../schemas/session.ts';
import {
  type BatchTransformRequest,
  BatchTransformResponse,
  type TransformMetadata,
  type TransformRequest,
  TransformResponse,
} from '../schemas/transforms.ts';
import { type FormConfigOptions, getFormConfig } from './get-form-config.ts';
import { type PollOptions, pollTransformMetadata } from './poll-transform-metadata.ts';
import { ensureOk, type Logger, type RequestContext, requestJson, resolveUrl } from './request.ts';

export interface ApiClientOptions {
  /** Origin of the API; '' (default) means the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The session's access token, read on every call. */
  getAccessToken?: () => string | undefined;
  /** Where the never-throwing calls (location, analytics) report failures; default console. */
  logger?: Logger;
}

export type ImageBody = Blob | Uint8Array<ArrayBuffer> | ArrayBuffer;

export interface SubmitFormOptions {
  /**
   * Sent as `Idempotency-Key`: retries of one lead with the same key store one lead
   * (reuse the key for every retry of the same submission).
   */
  readonly idempotencyKey?: string;
  readonly signal?: AbortSignal;
}

export interface ApiClient {
  /** `lang` sets the language of the texts the server writes (else Accept-Language). */
  createSession(sdkKey: string, lang?: Language): Promise<CreateSessionResponse>;
  getClinicInfo(): Promise<ClinicInfo>;
  /** 'city, subdivision' of the given address (or the caller's own); 'Unknown' on failure. */
  getUserLocation(ip?: string): Promise<string>;
  requestImageUploads(body: ImagesBatchRequest): Promise<ImagesBatchResponse>;
  /** PUT the PNG to a put_url / upload_url. */
  uploadImage(putUrl: string, image: ImageBody): Promise<void>;
  createPatientImageTicket(timestamp?: number): Promise<PatientImageTicket>;
  /** The model picker's images for a procedure (three per AI-supported procedure). */
  getSampleModels(procedure: Procedure): Promise<SampleModelsResponse>;
  createTransform(body: TransformRequest): Promise<TransformResponse>;
  createTransformBatch(body: BatchTransformRequest): Promise<BatchTransformResponse>;
  pollTransformMetadata(metadataUrl: string, options?: PollOptions): Promise<TransformMetadata>;
  submitForm(body: LeadSubmission, options?: SubmitFormOptions): Promise<LeadSubmissionResponse>;
  /**
   * GET a form config document from the host's configUrl: no session header, no
   * cookies, bounded in time and size. Answers the JSON as `unknown`: check it with
   * your own schema. Throws on failure (the caller falls back to its default).
   */
  getFormConfig(configUrl: string, options?: FormConfigOptions): Promise<unknown>;
  sendDoctorChat(body: DoctorChatRequest): Promise<DoctorChatResponse>;
  sendPlasticSurgeryChat(body: PlasticSurgeryChatRequest): Promise<PlasticSurgeryChatResponse>;
  sendLeadMessage(patientUuid: string, body: LeadMessageRequest): Promise<LeadMessageResponse>;
  /** Adds (or replaces) the measurements on the patient's lead. */
  saveLeadMeasurements(
    patientUuid: string,
    body: LeadMeasurements,
  ): Promise<LeadMeasurementsResponse>;
  recordDailyAnalytics(body: DailyAnalyticsRequest): Promise<void>;
  recordDailyDetailedAnalytics(body: DailyDetailedAnalyticsRequest): Promise<void>;
  recordReferralDailyAnalytics(body: ReferralDailyAnalyticsRequest): Promise<void>;
  notifyUnsupportedProcedure(body: Partial<NotifyUnsupportedProcedureRequest>): Promise<void>;
  /** A named product event (docs/product/api.md#analytics) to our own first-party sink; failures only logged. */
  trackEvent(name: ProductEvent, properties?: ProductEventProperties): Promise<void>;
  /** A promise the widget made the patient, for the clinic's task list (once per session). */
  recordFollowUp(body: FollowUpRequest): Promise<FollowUpRecorded>;
}

const FORM_QUERY = { source: FORM_SOURCE } as const;

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const logger = options.logger ?? console;
  const ctx: RequestContext = {
    baseUrl: options.baseUrl ?? '',
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    getAccessToken: options.getAccessToken ?? (() => undefined),
  };

  /** Analytics answers are unused and their errors only logged (docs/product/api.md#analytics). */
  const recordAnalytics = async (path: string, body: unknown): Promise<void> => {
    try {
      await requestJson(ctx, { method: 'POST', path, body, schema: AnalyticsAck });
    } catch (error) {
      logger.error(error instanceof Error ? error.message : String(error));
    }
  };

  return {
    createSession: (sdkKey, lang) =>
      requestJson(ctx, {
        method: 'POST',
        path: PATHS.sessions,
        auth: { sdkKey },
        ...(lang ? { body: { lang } } : {}),
        schema: CreateSessionResponse,
      }),

    getSampleModels: (procedure) =>
      requestJson(ctx, {
        method: 'GET',
        path: PATHS.sampleModels,
        query: { procedure },
        schema: SampleModelsResponse,
      }),

    getClinicInfo: () =>
      requestJson(ctx, { method: 'GET', path: PATHS.clinicInfo, schema: ClinicInfo }),

    async getUserLocation(ip) {
      try {
        const path = ip ? PATHS.userLocationOf(ip) : PATHS.userLocation;
        return formatLocation(
          await requestJson(ctx, { method: 'GET', path, schema: UserLocation }),
        );
      } catch (error) {
        logger.warn('Location lookup failed', error);
        return UNKNOWN_LOCATION;
      }
    },

    requestImageUploads: (body) =>
      requestJson(ctx, {
        method: 'POST',
        path: PATHS.imagesBatch,
        query: FORM_QUERY,
        body,
        schema: ImagesBatchResponse,
      }),

    async uploadImage(putUrl, image) {
      const response = await ctx.fetch(resolveUrl(ctx.baseUrl, putUrl), {
        method: 'PUT',
        headers: { 'content-type': UPLOAD_CONTENT_TYPE },
        body: image,
      });
      await ensureOk(response, 'form');
    },

    createPatientImageTicket: (timestamp = Date.now()) =>
      requestJson(ctx, {
        method: 'POST',
        path: PATHS.patientImages,
        query: { timestamp: String(timestamp) },
        schema: PatientImageTicket,
      }),

    createTransform: (body) =>
      requestJson(ctx, {
        method: 'POST',
        path: PATHS.transforms,
        query: FORM_QUERY,
        body,
        schema: TransformResponse,
      }),

    createTransformBatch: (body) =>
      requestJson(ctx, {
        method: 'POST',
        path: PATHS.transformsBatch,
        query: FORM_QUERY,
        body,
        schema: BatchTransformResponse,
      }),

    pollTransformMetadata: (metadataUrl, pollOptions) =>
      pollTransformMetadata(ctx, metadataUrl, pollOptions),

    async submitForm(body, submitOptions = {}) {
      try {
        return await requestJson(ctx, {
          method: 'POST',
          path: PATHS.formsSubmit,
          body,
          schema: LeadSubmissionResponse,
          ...(submitOptions.idempotencyKey
            ? { headers: { [IDEMPOTENCY_KEY_HEADER]: submitOptions.idempotencyKey } }
            : {}),
          ...(submitOptions.signal ? { signal: submitOptions.signal } : {}),
        });
      } catch (error) {
        logger.error('Error submitting form:', error);
        throw error;
      }
    },

    getFormConfig: (configUrl, configOptions) =>
      getFormConfig(ctx.fetch, ctx.baseUrl, configUrl, configOptions),

    sendDoctorChat: (body) =>
      requestJson(ctx, {
        method: 'POST',
        path: PATHS.openaiChat,
        body,
        schema: DoctorChatResponse,
        errorStyle: 'chat',
      }),

    sendPlasticSurgeryChat: (body) =>
      requestJson(ctx, {
        method: 'POST',
        path: PATHS.plasticSurgeryChat,
        body,
        schema: PlasticSurgeryChatResponse,
        errorStyle: 'chat',
      }),

    sendLeadMessage: (patientUuid, body) =>
      requestJson(ctx, {
        method: 'POST',
        path: PATHS.leadMessages(patientUuid),
        body,
        schema: LeadMessageResponse,
        errorStyle: 'chat',
      }),

    saveLeadMeasurements: (patientUuid, body) =>
      requestJson(ctx, {
        method: 'PUT',
        path: PATHS.leadMeasurements(patientUuid),
        body,
        schema: LeadMeasurementsResponse,
      }),

    recordDailyAnalytics: (body) => recordAnalytics(PATHS.dailyAnalytics, body),
    recordDailyDetailedAnalytics: (body) => recordAnalytics(PATHS.dailyDetailedAnalytics, body),
    recordReferralDailyAnalytics: (body) => recordAnalytics(PATHS.referralDailyAnalytics, body),
    notifyUnsupportedProcedure: (body) =>
      recordAnalytics(PATHS.notifyUnsupportedProcedure, {
        name: body.name || NOT_CAPTURED,
        email: body.email || NOT_CAPTURED,
        procedure_type: body.procedure_type || NOT_CAPTURED,
      }),
    trackEvent: (name, properties = {}) => recordAnalytics(PATHS.events, { name, properties }),
    recordFollowUp: (body) =>
      requestJson(ctx, {
        method: 'POST',
        path: PATHS.followUps,
        body,
        schema: FollowUpRecorded,
      }),
  };
}
