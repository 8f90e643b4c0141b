export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  type ImageBody,
  type SubmitFormOptions,
} from './client/create-api-client.ts';
export {
  type ApiErrorInfo,
  type CsvDownload,
  createStaffApiClient,
  readApiError,
  type StaffApiClient,
  type StaffApiClientOptions,
} from './client/create-staff-api-client.ts';
export {
  FORM_CONFIG_MAX_BYTES,
  FORM_CONFIG_TIMEOUT_MS,
  type FormConfigOptions,
} from './client/get-form-config.ts';
export { MetadataPollTimeout, type PollOptions } from './client/poll-transform-metadata.ts';
export type { Logger } from './client/request.ts';
export { HttpError, type HttpErrorStyle, isHttpError, isSessionExpired } from './http-error.ts';
export * from './paths.ts';
export * from './routes.ts';
export * from './scan-assets.ts';
export * from './schemas/admin.ts';
export * from './schemas/analytics.ts';
export * from './schemas/audit.ts';
export * from './schemas/chat.ts';
export * from './schemas/clinic.ts';
export * from './schemas/clinic-sample-models.ts';
export * from './schemas/common.ts';
export * from './schemas/follow-ups.ts';
export * from './schemas/form-config.ts';
export * from './schemas/images.ts';
export * from './schemas/leads.ts';
export * from './schemas/location.ts';
export * from './schemas/notifications.ts';
export * from './schemas/sample-models.ts';
export * from './schemas/session.ts';
export * from './schemas/staff.ts';
export * from './schemas/transforms.ts';
