import { isSessionExpired, type LeadSubmissionResponse } from '@afterlook/api';
import { assign, emit, fromPromise, setup } from 'xstate';
import { newPhotoId } from '../photo/photo-source.ts';
import type { LeadDetails, LeadSubmissionInput } from './build-lead-submission.ts';

/**
 * A lead form's life (docs/product/state-machines.md#lead-forms): idle → submitting (button loading, fields
 * disabled) → submitted; a failure goes to `failed` (the screen shows 'Failed to submit
 * form. Please try again.') and the next submit retries with the same idempotency key,
 * so the server records one lead however often the patient presses the button. A 401
 * goes to `sessionExpired` (docs/product/errors.md: the page reloads).
 */
export interface LeadContext {
  /** One UUID per lead attempt, reused on retry (the submit's Idempotency-Key). */
  readonly idempotencyKey: string;
  /** Whether the last attempt failed (the screen shows 'Failed to submit form...'). */
  readonly failed: boolean;
  /** The stored lead's id, once submitted (later additions such as measurements name it). */
  readonly patientUuid: string | null;
  /** What the patient last sent ('User Details Captured' carries it once the lead is in). */
  readonly details: LeadDetails | null;
}

/**
 * The lead as the form knows it. The location is looked up when it is sent; the
 * upload batch may still be on its way when the patient submits, so it is a promise;
 * the consent version is read from the visit when it is sent.
 */
export type LeadDraft = Omit<LeadSubmissionInput, 'location' | 'batchId' | 'consentVersion'> & {
  readonly batchId: Promise<string | null>;
};

export interface SubmitLeadInput {
  readonly draft: LeadDraft;
  readonly idempotencyKey: string;
}

export interface LeadOutcome {
  readonly patientUuid: string | null;
  readonly details: LeadDetails | null;
}

export type LeadEvent = { readonly type: 'submit'; readonly draft: LeadDraft };

/** What the form around the lead hears when an attempt settles (it closes, success is tracked). */
export type LeadEmitted =
  | { readonly type: 'leadSubmitted'; readonly details: LeadDetails | null }
  | { readonly type: 'leadFailed' };

export const leadMachine = setup({
  types: {
    context: {} as LeadContext,
    events: {} as LeadEvent,
    output: {} as LeadOutcome,
    emitted: {} as LeadEmitted,
  },
  guards: {
    /** The api client's HttpError carries the status: a 401 is an expired session. */
    sessionExpired: ({ event }) => isSessionExpired((event as { error?: unknown }).error),
  },
  actors: {
    /** Provided by the widget: location lookup + the API's submitForm. */
    submitLead: fromPromise<LeadSubmissionResponse, SubmitLeadInput>(async () => {
      throw new Error('submitLead is provided by the widget');
    }),
  },
}).createMachine({
  id: 'lead',
  /** What a flow that invokes it (the doctor chat) learns when it ends; no lead after a 401. */
  output: ({ context }): LeadOutcome => ({
    patientUuid: context.patientUuid,
    details: context.details,
  }),
  context: () => ({
    idempotencyKey: newPhotoId(),
    failed: false,
    patientUuid: null,
    details: null,
  }),
  initial: 'idle',
  states: {
    idle: { on: { submit: 'submitting' } },
    submitting: {
      entry: assign({
        failed: false,
        details: ({ event }) => (event as LeadEvent).draft.details,
      }),
      invoke: {
        src: 'submitLead',
        input: ({ context, event }) => ({
          draft: (event as LeadEvent).draft,
          idempotencyKey: context.idempotencyKey,
        }),
        onDone: {
          target: 'submitted',
          actions: assign({ patientUuid: ({ event }) => event.output.patient_uuid }),
        },
        onError: [
          { guard: 'sessionExpired', target: 'sessionExpired' },
          { target: 'failed', actions: assign({ failed: true }) },
        ],
      },
    },
    failed: {
      entry: emit({ type: 'leadFailed' } as const),
      on: { submit: 'submitting' },
    },
    /** The lead is with the clinic; the form is not asked for again in this flow. */
    submitted: {
      type: 'final',
      entry: emit(({ context }) => ({ type: 'leadSubmitted', details: context.details }) as const),
    },
    /** 'Session has expired. Page will refresh in 3 seconds.' */
    sessionExpired: { type: 'final' },
  },
});
