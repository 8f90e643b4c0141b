import type { Language } from '../enums.ts';
import type { Texts } from './define-section.ts';
import { advertise } from './sections/advertise.ts';
import { afterLead } from './sections/after-lead.ts';
import { area } from './sections/area.ts';
import { chat } from './sections/chat.ts';
import { chatSafety } from './sections/chat-safety.ts';
import { chatScreen } from './sections/chat-screen.ts';
import { consent } from './sections/consent.ts';
import { errors } from './sections/errors.ts';
import { headlines } from './sections/headlines.ts';
import { intake } from './sections/intake.ts';
import { layout } from './sections/layout.ts';
import { lead } from './sections/lead.ts';
import { limits } from './sections/limits.ts';
import { model } from './sections/model.ts';
import { onboardingScan } from './sections/onboarding-scan.ts';
import { phoneInput } from './sections/phone-input.ts';
import { pose } from './sections/pose.ts';
import { practiceFacts } from './sections/practice-facts.ts';
import { procedure } from './sections/procedure.ts';
import { procedureNames } from './sections/procedure-names.ts';
import { result } from './sections/result.ts';
import { scan } from './sections/scan.ts';
import { scanScreens } from './sections/scan-screens.ts';
import { shell } from './sections/shell.ts';
import { simulationResult } from './sections/simulation-result.ts';
import { singleProcedure } from './sections/single-procedure.ts';
import { staffAlertEmails } from './sections/staff-alert-emails.ts';
import { tier1Assistant } from './sections/tier1-assistant.ts';
import { upload } from './sections/upload.ts';
import { validation } from './sections/validation.ts';
import { vision } from './sections/vision.ts';

export {
  DASHBOARD_MESSAGES,
  DASHBOARD_SECTIONS,
  type DashboardMessages,
} from './dashboard-catalog.ts';
export { defineSection, type Section, type Texts } from './define-section.ts';
export { interpolate, placeholdersOf } from './interpolate.ts';

/** Every section of the catalog; each file under sections/ is one screen or concern. */
const sections = {
  shell,
  layout,
  area,
  procedure,
  errors,
  validation,
  phoneInput,
  headlines,
  intake,
  procedureNames,
  pose,
  scan,
  scanScreens,
  simulationResult,
  model,
  upload,
  result,
  lead,
  afterLead,
  advertise,
  singleProcedure,
  vision,
  onboardingScan,
  limits,
  chatScreen,
  tier1Assistant,
  consent,
} as const;

/**
 * The chat engine's own texts (safety answers, redirects, follow-up questions): the
 * server writes them into replies, the widget never looks them up, so they stay out of
 * MESSAGES, which the widget bundles into its first screen.
 */
export const CHAT_ENGINE_TEXTS = chat;

/** The chat's answers to a patient in crisis or at risk (server-side, like the above). */
export const CHAT_SAFETY_TEXTS = chatSafety;

/** The chats' answers from the practice's own facts (server-side, like the above). */
export const PRACTICE_FACT_TEXTS = practiceFacts;

/** The emails to the clinic's staff (server-side, like the above). */
export const STAFF_ALERT_EMAIL_TEXTS = staffAlertEmails;

type Sections = typeof sections;
export type Messages = { readonly [K in keyof Sections]: Texts<Sections[K]['en']> };

const pick = (language: Language): Messages =>
  Object.fromEntries(
    Object.entries(sections).map(([name, section]) => [name, section[language]]),
  ) as Messages;

/** The en and es catalogs (i18next resources), assembled from the sections. */
export const MESSAGES: Readonly<Record<Language, Messages>> = { en: pick('en'), es: pick('es') };
