import {
  CAPTURE_SUPPORTED_PROCEDURES,
  isCaptureSupported,
  isFaceProcedure,
  type Language,
  type Procedure,
} from '@afterlook/domain';
import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate';
import { type ModelSource, type PhotoSource, patientPhoto } from '../../photo/photo-source.ts';
import type { PhotoStepEvent, ResultPendingEvent } from '../photo-steps.ts';

/**
 * /onboarding-scan, the photo-capture integration flow (docs/product/scan-flow.md), as a state
 * machine; the React layer only renders its state and sends it events.
 *
 *   capture-supported procedure:
 *     preview ──continue──▶ instructions ──continue──▶ scan ──scan.captured──▶ result
 *             ◀────back────              ◀────back────      ◀──back (retake)──
 *
 *   any other procedure:
 *     comingSoon ──procedure.choose BBL──▶ scan ──scan.captured──▶ result
 *                ──procedure.choose X────▶ firstModel ──▶ simulation (on X's first sample
 *                  model; 'Try on another model' or back ▶ model ──model.pick──▶ simulation)
 *
 * 'done' (result's Done, 'Continue to my quote') emits closeModal; the host closes the
 * modal, the widget stays where it is. The language dropdown sets context.language.
 */

export interface ScanFlowInput {
  /** The valid `procedure` query parameter. */
  readonly procedure: Procedure;
  /** The page's language (the `lang` query parameter or the browser's). */
  readonly language: Language;
}

export interface ScanFlowContext {
  /** The procedure the integration asked for. */
  readonly requested: Procedure;
  /** The procedure being visualized: the requested one, or the one chosen on 'coming soon'. */
  readonly procedure: Procedure;
  readonly language: Language;
  /** The image the result runs on: the captured photo or a picked sample model. */
  readonly image: PhotoSource | null;
  /** An AI result is being computed (back is disabled meanwhile). */
  readonly resultPending: boolean;
}

/** The photo steps' events (the upload ones have no screen here and change nothing) and its own. */
export type ScanFlowEvent =
  | PhotoStepEvent
  | ResultPendingEvent
  | { readonly type: 'language.change'; readonly language: Language }
  /** A capture-supported procedure picked on the 'coming soon' screen. */
  | { readonly type: 'procedure.choose'; readonly procedure: Procedure }
  /** Done on the result, or 'Continue to my quote': the host should close the modal. */
  | { readonly type: 'done' };

/** The React layer posts 'close-modal' for this. */
export type ScanFlowEmitted = { readonly type: 'closeModal' };

/** The procedures 'coming soon' offers to try instantly (the seven capture-supported ones). */
export const INSTANT_PROCEDURES: readonly Procedure[] = CAPTURE_SUPPORTED_PROCEDURES;

/** 'coming soon' for a face procedure only promises the email; others offer the choice. */
export const offersInstantChoice = (procedure: Procedure): boolean =>
  !isCaptureSupported(procedure) && !isFaceProcedure(procedure);

export const scanFlowMachine = setup({
  types: {
    input: {} as ScanFlowInput,
    context: {} as ScanFlowContext,
    events: {} as ScanFlowEvent,
    emitted: {} as ScanFlowEmitted,
  },
  guards: {
    captureSupported: ({ context }) => isCaptureSupported(context.requested),
    notPending: ({ context }) => !context.resultPending,
  },
  actions: {
    closeModal: emit({ type: 'closeModal' } as const),
    /**
     * 'Coming soon' just told a face-procedure patient their visualization will be
     * emailed: the clinic must keep that promise. The React layer provides the call that
     * records it as a follow-up (the machine stays free of the API).
     */
    recordVisualizationPromise: () => {},
    clearResult: assign({ resultPending: false }),
  },
  actors: {
    /**
     * The procedure's first sample model, for the simulation view it goes straight to;
     * null when it has none. The React layer provides the call (the machine stays free
     * of the API); this default finds none, so the picker shows.
     */
    firstSampleModel: fromPromise<ModelSource | null, { procedure: Procedure }>(async () => null),
  },
}).createMachine({
  id: 'scanFlow',
  context: ({ input }) => ({
    requested: input.procedure,
    procedure: input.procedure,
    language: input.language,
    image: null,
    resultPending: false,
  }),
  initial: 'start',
  on: {
    'language.change': { actions: assign(({ event }) => ({ language: event.language })) },
  },
  states: {
    start: {
      always: [{ guard: 'captureSupported', target: 'preview' }, { target: 'comingSoon' }],
    },
    /** 1. Before/after preview of the procedure, the language dropdown and Continue. */
    preview: { on: { continue: 'instructions' } },
    /** 2. Scan instructions. */
    instructions: { on: { continue: 'scan', back: 'preview' } },
    /** 3. The camera scan, single-pose mode. */
    scan: {
      on: {
        'scan.captured': {
          target: 'result',
          actions: assign(({ event }) => ({
            image: patientPhoto(event.photo, event.viewType),
          })),
        },
        back: [
          { guard: 'captureSupported', target: 'instructions' },
          {
            target: 'comingSoon',
            actions: assign(({ context }) => ({ procedure: context.requested })),
          },
        ],
      },
    },
    /** 4. 'Instant Before / After' on the captured photo; back retakes it. */
    result: {
      exit: 'clearResult',
      on: {
        'simulation.pending': { actions: assign({ resultPending: true }) },
        'simulation.settled': { actions: assign({ resultPending: false }) },
        back: { guard: 'notPending', target: 'scan', actions: assign({ image: null }) },
        done: { actions: 'closeModal' },
      },
    },
    /** 'Visualization coming soon' for a procedure the capture flow does not support. */
    comingSoon: {
      entry: enqueueActions(({ context, enqueue }) => {
        if (!offersInstantChoice(context.requested)) enqueue('recordVisualizationPromise');
      }),
      on: {
        'procedure.choose': [
          {
            guard: ({ context, event }) =>
              offersInstantChoice(context.requested) && event.procedure === 'BBL',
            target: 'scan',
            actions: assign({ procedure: 'BBL' }),
          },
          {
            guard: ({ context, event }) =>
              offersInstantChoice(context.requested) &&
              INSTANT_PROCEDURES.includes(event.procedure),
            target: 'firstModel',
            actions: assign(({ event }) => ({ procedure: event.procedure })),
          },
        ],
        done: { actions: 'closeModal' },
      },
    },
    /** A procedure chosen on 'coming soon' goes straight to the simulation view. */
    firstModel: {
      invoke: {
        src: 'firstSampleModel',
        input: ({ context }) => ({ procedure: context.procedure }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'simulation',
            actions: assign(({ event }) => ({ image: event.output })),
          },
          { target: 'model' },
        ],
        onError: { target: 'model' },
      },
    },
    /** The picker of the chosen procedure's sample models. */
    model: {
      on: {
        'model.pick': {
          target: 'simulation',
          actions: assign(({ event }) => ({
            image: { kind: 'model', ...event.model } satisfies PhotoSource,
          })),
        },
        back: {
          target: 'comingSoon',
          actions: assign(({ context }) => ({ procedure: context.requested })),
        },
      },
    },
    /** The result on the picked sample model. */
    simulation: {
      exit: 'clearResult',
      on: {
        'simulation.pending': { actions: assign({ resultPending: true }) },
        'simulation.settled': { actions: assign({ resultPending: false }) },
        'simulation.tryAnotherModel': { target: 'model', actions: assign({ image: null }) },
        back: { guard: 'notPending', target: 'model', actions: assign({ image: null }) },
        done: { actions: 'closeModal' },
      },
    },
  },
});

/** The screens of the flow, one per state (the transient 'start' excepted). */
export type ScanFlowScreen =
  | 'preview'
  | 'instructions'
  | 'scan'
  | 'result'
  | 'comingSoon'
  | 'firstModel'
  | 'model'
  | 'simulation';
