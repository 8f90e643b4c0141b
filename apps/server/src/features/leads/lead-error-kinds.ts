import type { ErrorKinds } from '../../lib/error-kind.ts';
import { IMAGE_URL_ERROR_KINDS } from '../transforms/image-url-error-kinds.ts';
import type { AddLeadMessageError } from './add-lead-message.ts';
import type { SubmitLeadError } from './submit-lead.ts';

/** The kind of each refusal of a lead submission. */
export const SUBMIT_LEAD_ERROR_KINDS: ErrorKinds<SubmitLeadError> = {
  ...IMAGE_URL_ERROR_KINDS,
  invalid_phone: 'invalid',
  idempotency_conflict: 'conflict',
  batch_not_found: 'not_found',
};

/**
 * A full lead (or session) is a conflict, not rate_limited: no wait makes room, so a
 * client must not retry (the state of the lead, not the rate, refuses it).
 */
export const ADD_LEAD_MESSAGE_ERROR_KINDS: ErrorKinds<AddLeadMessageError> = {
  lead_not_found: 'not_found',
  lead_message_limit_reached: 'conflict',
};
