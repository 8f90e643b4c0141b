import type { CoordinatorFormData, LeadSubmission } from '@afterlook/api';
import {
  type ConsentVersion,
  type FormName,
  joinFullName,
  type Procedure,
  type UploadType,
} from '@afterlook/domain';

export interface LeadDetails {
  readonly firstName: string;
  readonly lastName: string;
  /**
   * E.164, e.g. '+13055550100'. Absent only where the form makes it optional (the
   * doctor chatbot's Mobile Number, docs/product/validation.md), whose lead then carries an email.
   */
  readonly phone?: string;
}

export interface LeadSubmissionInput {
  readonly details: LeadDetails;
  readonly formName: FormName;
  readonly formUserId: string;
  readonly batchId: string | null;
  /** The sample model's picture the result was made from (no upload batch then). */
  readonly imageUrl: string | null;
  /** The doctor chatbot form's email, or one the integration passed in. */
  readonly email: string | null;
  readonly location: string;
  readonly uploadType: UploadType;
  readonly procedure: Procedure | null;
  /** The consent line's version, once the patient continued past it (session/consent.ts). */
  readonly consentVersion: ConsentVersion | null;
  /** The tier-1 assistant's coordinator intake: sent as the form_data instead of {name, phone}. */
  readonly intake?: CoordinatorFormData;
}

/**
 * The lead submission payload of docs/product/entities.md: optional batch_id, form_user_id,
 * form_name, is_debug false, form_data ({name, phone}, or the tier-1 chat's intake
 * answers) and the patient_record with the
 * selected procedure as procedures_of_interest (only when there is one) and the
 * integration's email when it gave one. A result made
 * from a sample model names its picture in image_url, so the lead carries its images;
 * consent_version names the consent line the patient agreed to, when they saw one.
 */
export function buildLeadSubmission(input: LeadSubmissionInput): LeadSubmission {
  const { firstName, lastName, phone } = input.details;
  const name = joinFullName(firstName, lastName);
  return {
    ...(input.batchId ? { batch_id: input.batchId } : {}),
    ...(!input.batchId && input.imageUrl ? { image_url: input.imageUrl } : {}),
    form_user_id: input.formUserId,
    form_name: input.formName,
    is_debug: false,
    ...(input.consentVersion ? { consent_version: input.consentVersion } : {}),
    form_data: input.intake ?? { name, ...(phone ? { phone } : {}) },
    patient_record: {
      first_name: firstName,
      last_name: lastName,
      ...(phone ? { phone } : {}),
      ...(input.email ? { email: input.email } : {}),
      location: input.location,
      upload_type: input.uploadType,
      ...(input.procedure ? { procedures_of_interest: [input.procedure] } : {}),
    },
  };
}

const FORM_USER_KEY = 'afterlook.formUserId';

/** An anonymous id for this browser, kept in localStorage (a new one when storage is blocked). */
export function formUserId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  createId: () => string,
): string {
  try {
    const stored = storage?.getItem(FORM_USER_KEY);
    if (stored) return stored;
    const id = createId();
    storage?.setItem(FORM_USER_KEY, id);
    return id;
  } catch {
    return createId();
  }
}
