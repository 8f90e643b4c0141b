import { CHAT_UPLOAD_TYPE, LEAD_MESSAGE_SENDER_TYPES, UPLOAD_TYPES } from '@afterlook/domain';
import { z } from 'zod';
import { FormNameSchema, ProcedureSchema } from './common.ts';

const text = (max: number) => z.string().trim().max(max);

export const UploadTypeSchema = z.enum([...UPLOAD_TYPES, CHAT_UPLOAD_TYPE]);

/** The lead as the clinic sees it (SPEC.md §3, patient_record). */
export const PatientRecord = z.object({
  first_name: text(100),
  last_name: text(100),
  phone: text(32),
  email: z.email().max(254).optional(),
  location: text(200),
  upload_type: UploadTypeSchema,
  /** Holds the selected procedure, only when one exists. */
  procedures_of_interest: z.array(ProcedureSchema).max(1).optional(),
});
export type PatientRecord = z.infer<typeof PatientRecord>;

/** form_data of the onboarding and doctor-chatbot flows. */
export const ContactFormData = z.object({
  name: text(200),
  phone: text(32),
});
export type ContactFormData = z.infer<typeof ContactFormData>;

/**
 * form_data of the tier-1 chat intake (wire names as SPEC.md gives them, `weigh`
 * included). The chat collects free text, so the answers are strings; the
 * multiple-choice answers are lists.
 */
export const CoordinatorFormData = z.object({
  firstName: text(100),
  lastName: text(100),
  phone: text(32),
  age: text(16),
  weigh: text(32),
  height: text(32),
  healthHistory: z.array(text(200)).max(10),
  procedureAreas: z.array(text(50)).max(10),
  procedures: z.array(text(100)).max(50),
  procedureTime: text(100),
});
export type CoordinatorFormData = z.infer<typeof CoordinatorFormData>;

/** POST /clinics/v1/forms/submit */
export const LeadSubmission = z.object({
  batch_id: z.string().max(100).optional(),
  form_user_id: z.string().max(100),
  form_name: FormNameSchema,
  is_debug: z.boolean(),
  form_data: z.union([CoordinatorFormData, ContactFormData]),
  patient_record: PatientRecord,
});
export type LeadSubmission = z.infer<typeof LeadSubmission>;

/** Answer of the submit call; SPEC.md only shows that it carries patient_uuid. */
export const LeadSubmissionResponse = z.object({
  patient_uuid: z.string(),
});
export type LeadSubmissionResponse = z.infer<typeof LeadSubmissionResponse>;

/** POST {api}/patients/{patient_uuid}/lead-messages */
export const LeadMessageParams = z.object({ patient_uuid: z.string().min(1).max(100) });
export type LeadMessageParams = z.infer<typeof LeadMessageParams>;

export const LeadMessageRequest = z.object({
  message: z.string().trim().min(1).max(5000),
  sender_type: z.enum(LEAD_MESSAGE_SENDER_TYPES),
});
export type LeadMessageRequest = z.infer<typeof LeadMessageRequest>;

/** Answer not shown in SPEC.md: the stored message's id and time. */
export const LeadMessageResponse = z.object({
  id: z.string(),
  created_at: z.string(),
});
export type LeadMessageResponse = z.infer<typeof LeadMessageResponse>;
