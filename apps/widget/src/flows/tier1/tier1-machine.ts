import {
  BODY_AREAS,
  type BodyArea,
  type Procedure,
  presetAreaForProcedure,
  proceduresForAreas,
  SKIP_TO_MODEL_PROCEDURES,
  type UploadType,
} from '@afterlook/domain';
import { assign, emit, setup } from 'xstate';
import type { PhotoSource } from '../../photo/photo-source.ts';
import * as photoSteps from '../photo-steps.ts';

/**
 * The tier-1 onboarding flow (docs/product/onboarding-flow.md) as a state machine: one state per screen,
 * explicit transitions, the spec's back-navigation rules. Screens are fed by it and
 * send it events; nothing here knows about React or the DOM.
 *
 *   area → procedure → model → simulation            (a sample model)
 *                      model → uploadType → scanInstructions → scan → simulation
 *                                         → upload → simulation
 *
 * The scan steps offer the upload as the way out of a failed scan ('capture.useUpload').
 * A procedure from the host page (host.procedure) behaves like the query parameter.
 */

export interface Tier1Input {
  /** The procedures the clinic offers (clinic-info). */
  readonly offeredProcedures: readonly Procedure[];
  /** A valid `procedure` query parameter, or null. */
  readonly queryProcedure: Procedure | null;
}

export interface Tier1Context {
  readonly offeredProcedures: readonly Procedure[];
  /** Chosen areas, in BODY_AREAS order. */
  readonly areas: readonly BodyArea[];
  readonly procedure: Procedure | null;
  readonly uploadType: UploadType | null;
  /** The image the simulation runs on; cleared by 'Try on another model'. */
  readonly image: PhotoSource | null;
  /** The photo on the upload screen, before 'Upload photos'. */
  readonly photo: Blob | null;
  /** A simulation result is being computed (set by the simulation screen). */
  readonly resultPending: boolean;
  /** Set when the `procedure` query parameter skipped the first two screens. */
  readonly skippedToModel: boolean;
}

export type Tier1Event =
  | photoSteps.PhotoStepEvent
  | photoSteps.ResultPendingEvent
  | { readonly type: 'area.toggle'; readonly area: BodyArea }
  | { readonly type: 'procedure.select'; readonly procedure: Procedure }
  /** The host page named a procedure (procedure-update, contextProcedure). */
  | { readonly type: 'host.procedure'; readonly procedure: Procedure };

/** Reported to the host page (docs/product/state-machines.md#lead-forms); the React layer forwards them. */
export type Tier1Emitted =
  | { readonly type: 'areasChanged'; readonly areas: readonly BodyArea[] }
  | { readonly type: 'procedureSelected'; readonly procedure: Procedure };

const toggled = (areas: readonly BodyArea[], area: BodyArea): BodyArea[] => {
  const next = new Set(areas);
  if (next.has(area)) next.delete(area);
  else next.add(area);
  return BODY_AREAS.filter((candidate) => next.has(candidate));
};

/** The procedures the procedure screen lists for the chosen areas. */
export const availableProcedures = (context: Tier1Context): Procedure[] =>
  proceduresForAreas(context.areas, context.offeredProcedures);

const skipsToModel = (procedure: Procedure | null): procedure is Procedure =>
  procedure !== null && (SKIP_TO_MODEL_PROCEDURES as readonly Procedure[]).includes(procedure);

export const tier1Machine = setup({
  types: {
    input: {} as Tier1Input,
    context: {} as Tier1Context,
    events: {} as Tier1Event,
    emitted: {} as Tier1Emitted,
  },
  guards: {
    hasArea: ({ context }) => context.areas.length > 0,
    hasAvailableProcedure: ({ context }) =>
      context.procedure !== null && availableProcedures(context).includes(context.procedure),
  },
  actions: {
    ...photoSteps.photoStepActions<Tier1Context, Tier1Event>(),
    toggleArea: assign(({ context }, params: { area: BodyArea }) => {
      const areas = toggled(context.areas, params.area);
      const stillListed =
        context.procedure !== null &&
        proceduresForAreas(areas, context.offeredProcedures).includes(context.procedure);
      return { areas, procedure: stillListed ? context.procedure : null };
    }),
    reportAreas: emit(({ context }) => ({ type: 'areasChanged', areas: context.areas }) as const),
    selectProcedure: assign((_, params: { procedure: Procedure }) => ({
      procedure: params.procedure,
    })),
    reportProcedure: emit(
      (_, params: { procedure: Procedure }) =>
        ({
          type: 'procedureSelected',
          procedure: params.procedure,
        }) as const,
    ),
    presetProcedure: assign((_, params: { procedure: Procedure }) => {
      const area = presetAreaForProcedure(params.procedure);
      return { procedure: params.procedure, areas: area ? [area] : [], image: null, photo: null };
    }),
  },
}).createMachine({
  id: 'tier1',
  context: ({ input }) => {
    const preset = skipsToModel(input.queryProcedure) ? input.queryProcedure : null;
    const presetArea = preset ? presetAreaForProcedure(preset) : undefined;
    return {
      offeredProcedures: input.offeredProcedures,
      areas: presetArea ? [presetArea] : [],
      procedure: preset,
      uploadType: null,
      image: null,
      photo: null,
      resultPending: false,
      skippedToModel: preset !== null,
    };
  },
  initial: 'start',
  on: {
    'host.procedure': {
      guard: ({ event }) => skipsToModel(event.procedure),
      target: '.model',
      actions: [
        { type: 'presetProcedure', params: ({ event }) => ({ procedure: event.procedure }) },
        { type: 'reportProcedure', params: ({ event }) => ({ procedure: event.procedure }) },
      ],
    },
  },
  states: {
    /** Where the flow opens: the model screen for a skip-to-model procedure, else area. */
    start: {
      always: [
        { guard: ({ context }) => context.skippedToModel, target: 'model' },
        { target: 'area' },
      ],
    },
    /** 1. 'Pick a region to visualize'. */
    area: {
      on: {
        'area.toggle': {
          actions: [
            { type: 'toggleArea', params: ({ event }) => ({ area: event.area }) },
            'reportAreas',
          ],
        },
        continue: { guard: 'hasArea', target: 'procedure' },
      },
    },
    /** 2. 'Select a Procedure'; back keeps the area selection. */
    procedure: {
      on: {
        'procedure.select': {
          guard: ({ context, event }) =>
            event.procedure !== context.procedure &&
            availableProcedures(context).includes(event.procedure),
          actions: [
            { type: 'selectProcedure', params: ({ event }) => ({ procedure: event.procedure }) },
            { type: 'reportProcedure', params: ({ event }) => ({ procedure: event.procedure }) },
          ],
        },
        continue: { guard: 'hasAvailableProcedure', target: 'model' },
        back: { target: 'area' },
      },
    },
    /** 3. 'Visualize a {procedure}': three sample models or 'Upload your own'. */
    model: {
      on: {
        'model.pick': photoSteps.pickModel,
        'model.useOwnPhoto': { target: 'uploadType' },
        back: { target: 'procedure' },
      },
    },
    /** 4. 'How would you like to see results?': scan or upload. Back returns to procedure. */
    uploadType: photoSteps.uploadTypeState('procedure'),
    /** 5. Scan instructions; Continue starts the camera. */
    scanInstructions: photoSteps.scanInstructionsState,
    /** 6. Body scan (camera capture). */
    scan: photoSteps.scanState,
    /** 7. 'Upload a photo'. */
    upload: photoSteps.uploadState({ target: 'uploadType' }),
    /** 8. 'Post-op Visualization'; back and 'Try on another model' return to model. */
    simulation: photoSteps.simulationState,
  },
});

/** The screens of the flow, one per state (the transient 'start' state excepted). */
export type Tier1Screen = 'area' | 'procedure' | photoSteps.PhotoStep;
