import {
  CHAT_UPLOAD_TYPE,
  CONSENT_VERSIONS,
  isLeadEmail,
  LEAD_LIMITS,
  MEASUREMENT_LIMITS,
  UPLOAD_TYPES,
} from '@afterlook/domain';
import * as z from 'zod/mini';
import { FormNameSchema, multiline, ProcedureSchema, trimmed, UrlOrPath } from './common.ts';

export const UploadTypeSchema = z.enum([...UPLOAD_TYPES, CHAT_UPLOAD_TYPE]);

/** Largest JSON body the submit call accepts (bytes); a real lead is under 2 KB. */
export const LEAD_SUBMISSION_MAX_BYTES = 16 * 1024;

/** Header that makes a submission idempotent: the same key (per clinic) → one lead. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** A phone as typed or as E.164: digits, spaces and + - . ( ) only. */
const phone = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(32),
    z.regex(/^\+?[\d\s().-]+$/, 'Must be a phone number (digits, spaces, + - . ( ))'),
  );

/** A name part: cleaned and trimmed (see `trimmed`), not empty. */
const name = (max: number) => trimmed(max).check(z.minLength(1));

/**
 * The lead as the clinic sees it (docs/product/entities.md, patient_record). The phone is optional
 * (the contract's shape always has it): the doctor chatbot's form asks
 * for an email and makes the mobile number optional (docs/product/validation.md). A lead still needs a
 * way to reach the patient: a phone or an email.
 */
export const PatientRecord = z
  .strictObject({
    first_name: name(100),
    last_name: trimmed(100),
    phone: z.optional(phone),
    /** Internationalised addresses too (RFC 6531): `dueña@clínica.cl`. */
    email: z.optional(
      z
        .string()
        .check(
          z.maxLength(LEAD_LIMITS.emailMaxLength),
          z.refine(isLeadEmail, 'Invalid email address'),
        ),
    ),
    location: trimmed(200),
    upload_type: UploadTypeSchema,
    /** Holds the selected procedure, only when one exists. */
    procedures_of_interest: z.optional(z.array(ProcedureSchema).check(z.maxLength(1))),
  })
  .check(
    z.refine((record) => record.phone !== undefined || record.email !== undefined, {
      message: 'A lead needs a phone or an email',
    }),
  );
export type PatientRecord = z.infer<typeof PatientRecord>;

/** form_data of the onboarding and doctor-chatbot flows (the chatbot's phone is optional). */
export const ContactFormData = z.strictObject({
  name: trimmed(200),
  phone: z.optional(phone),
});
export type ContactFormData = z.infer<typeof ContactFormData>;

/**
 * form_data of the tier-1 chat intake (wire names as the contract gives them, `weigh`
 * included). The chat collects free text, so the answers are strings; the
 * multiple-choice answers are lists.
 */
export const CoordinatorFormData = z.strictObject({
  firstName: trimmed(100),
  lastName: trimmed(100),
  phone,
  age: trimmed(16),
  weigh: trimmed(32),
  height: trimmed(32),
  healthHistory: z.array(trimmed(200)).check(z.maxLength(10)),
  procedureAreas: z.array(trimmed(50)).check(z.maxLength(10)),
  procedures: z.array(trimmed(100)).check(z.maxLength(50)),
  procedureTime: trimmed(100),
});
export type CoordinatorFormData = z.infer<typeof CoordinatorFormData>;

/** POST /clinics/v1/forms/submit (optional header `Idempotency-Key`). */
export const LeadSubmission = z.strictObject({
  /** The upload batch the lead's photo came in (form flow). */
  batch_id: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  form_user_id: z.string().check(z.trim(), z.maxLength(100)),
  form_name: FormNameSchema,
  is_debug: z.boolean(),
  form_data: z.union([CoordinatorFormData, ContactFormData]),
  patient_record: PatientRecord,
  /**
   * Our addition (optional): the picture the patient's result was made from when it
   * was not an upload batch: a sample model's image_url or a widget ticket's download_url.
   */
  image_url: z.optional(UrlOrPath),
  /**
   * Our addition (optional, so older widgets still submit): the version of the consent
   * line the patient continued past before their photo was sent (domain consent.ts).
   */
  consent_version: z.optional(z.enum(CONSENT_VERSIONS)),
});
export type LeadSubmission = z.infer<typeof LeadSubmission>;

/** Header value of `Idempotency-Key`: 8–200 visible ASCII characters (a UUID fits). */
export const IdempotencyKey = z.string().check(z.regex(/^[\x21-\x7e]{8,200}$/));

/** Answer of the submit call; the contract only shows that it carries patient_uuid. */
export const LeadSubmissionResponse = z.object({
  patient_uuid: z.string(),
  /** False when this was a repeat of a submission already stored (same lead answered). */
  created: z.optional(z.boolean()),
});
export type LeadSubmissionResponse = z.infer<typeof LeadSubmissionResponse>;

/** POST {api}/patients/{patient_uuid}/lead-messages */
export const LeadMessageParams = z.object({
  patient_uuid: z.string().check(z.minLength(1), z.maxLength(100)),
});
export type LeadMessageParams = z.infer<typeof LeadMessageParams>;

/**
 * A message the patient adds to their lead. The contract's only sender_type is
 * 'patient': a message labelled the assistant's ('bot') is never taken from the widget,
 * where anyone could put words in the assistant's mouth for the clinic to read (finding 15).
 */
export const LeadMessageRequest = z.strictObject({
  message: multiline(1, 5000),
  sender_type: z.literal('patient', {
    error: "must be 'patient': the assistant's messages are not taken from the widget",
  }),
});
export type LeadMessageRequest = z.infer<typeof LeadMessageRequest>;

/** Answer not given by the contract: the stored message's id and time. */
export const LeadMessageResponse = z.object({
  id: z.string(),
  created_at: z.string(),
});
export type LeadMessageResponse = z.infer<typeof LeadMessageResponse>;

const within = (bounds: { readonly min: number; readonly max: number }) =>
  z.number().check(z.gte(bounds.min), z.lte(bounds.max));

/**
 * PUT {api}/patients/{patient_uuid}/measurements (our addition): the measurement form
 * of docs/product/validation.md, sent after the lead as 'help your surgeon prepare'. A second PUT
 * replaces the first.
 */
export const LeadMeasurements = z.strictObject({
  message: multiline(MEASUREMENT_LIMITS.messageMinLength, 5000),
  weight_lbs: within(MEASUREMENT_LIMITS.weightLbs),
  height_feet: within(MEASUREMENT_LIMITS.heightFeet).check(z.int()),
  height_inches: within(MEASUREMENT_LIMITS.heightInches).check(z.int()),
});
export type LeadMeasurements = z.infer<typeof LeadMeasurements>;

export const LeadMeasurementsResponse = z.object({ updated_at: z.string() });
export type LeadMeasurementsResponse = z.infer<typeof LeadMeasurementsResponse>;
