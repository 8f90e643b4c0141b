/** Small enumerations of docs/product/overview.md, entities.md. */

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'es';

export const PARTIES = ['PATIENT', 'CLINIC'] as const;
export type Party = (typeof PARTIES)[number];

export const UPLOAD_TYPES = ['scan', 'upload', 'model'] as const;
/** The chat flows also use 'chatbot' as an upload type. */
export const CHAT_UPLOAD_TYPE = 'chatbot' as const;
export type UploadType = (typeof UPLOAD_TYPES)[number] | typeof CHAT_UPLOAD_TYPE;

export const DEVICE_KINDS = ['desktop', 'mobile', 'tablet', 'other', 'unknown'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];
/** Device type is taken from a mobile true/false flag. */
export const deviceKindFromMobileFlag = (isMobile: boolean): DeviceKind =>
  isMobile ? 'mobile' : 'desktop';

export const FORM_NAMES = [
  'ONBOARDING_TIER1',
  'ONBOARDING_SCAN',
  'ONBOARDING_ADVERTISE',
  'ONBOARDING_CHATBOT',
  'ONBOARDING_TIER1_CHATBOT',
  'ONBOARDING_SINGLE_PROCEDURE',
] as const;
export type FormName = (typeof FORM_NAMES)[number];

export const ANALYTICS_COUNT_TYPES = [
  'SITE_VISITS',
  'FORM_VISITS',
  'FORM_SUBMISSIONS',
  'FORM_SIMULATIONS',
] as const;
export type AnalyticsCountType = (typeof ANALYTICS_COUNT_TYPES)[number];
export const ANALYTICS_METRIC_NAMES: Readonly<Record<AnalyticsCountType, string>> = {
  SITE_VISITS: 'site_visits',
  FORM_VISITS: 'form_visits',
  FORM_SUBMISSIONS: 'form_submissions',
  FORM_SIMULATIONS: 'form_simulations',
};

export const CHAT_SENDERS = ['user', 'bot', 'system'] as const;
export type ChatSender = (typeof CHAT_SENDERS)[number];
/**
 * Who wrote a message stored on a lead, as the clinic reads it. docs/product/entities.md
 * shows 'patient', the only value the widget may send (finding 15). 'bot' (the chat
 * sender's name) is read from messages stored before: doctor-chat widgets then posted the
 * assistant's replies, which no one could tell from words a page put in its mouth.
 */
export const LEAD_MESSAGE_SENDER_TYPES = ['patient', 'bot'] as const;
export type LeadMessageSenderType = (typeof LEAD_MESSAGE_SENDER_TYPES)[number];

/** Onboarding variants named in docs/product/routes.md. */
export const ONBOARDING_VARIANTS = [
  'tier1',
  'tier1-chat',
  'scan',
  'scan-all-poses',
  'advertise',
  'chatbot',
  'single-procedure',
] as const;
export type OnboardingVariant = (typeof ONBOARDING_VARIANTS)[number];

export const TOP_LEVEL_MODES = ['Upload', 'Scan', 'Dashboard', 'Model', 'Chatbot'] as const;
export type TopLevelMode = (typeof TOP_LEVEL_MODES)[number];
