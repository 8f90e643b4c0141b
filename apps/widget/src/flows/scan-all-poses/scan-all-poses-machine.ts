import type { ViewType } from '@afterlook/domain';
import { assign, emit, setup } from 'xstate';
import type { CapturedView } from '../../scan/capture-machine.ts';

/**
 * /onboarding-scan-all-poses (docs/product/scan-flow.md#all-poses-scan): scan instructions → the scan of every pose
 * of the procedure → done, when the host is told to close the modal and given the views.
 *
 *   instructions ──continue──▶ scan ──scan.completed──▶ sent
 *                ◀────back────
 */
export interface ScanAllPosesInput {
  readonly poses: readonly ViewType[];
}

export interface ScanAllPosesContext {
  readonly poses: readonly ViewType[];
  readonly captures: readonly CapturedView[];
}

export type ScanAllPosesEvent =
  | { readonly type: 'continue' }
  | { readonly type: 'back' }
  | { readonly type: 'scan.completed'; readonly captures: readonly CapturedView[] };

/** The React layer posts 'close-modal' then 'scanned-views' for this. */
export type ScanAllPosesEmitted = {
  readonly type: 'finished';
  readonly captures: readonly CapturedView[];
};

export const scanAllPosesMachine = setup({
  types: {
    input: {} as ScanAllPosesInput,
    context: {} as ScanAllPosesContext,
    events: {} as ScanAllPosesEvent,
    emitted: {} as ScanAllPosesEmitted,
  },
}).createMachine({
  id: 'scanAllPoses',
  context: ({ input }) => ({ poses: input.poses, captures: [] }),
  initial: 'instructions',
  states: {
    instructions: { on: { continue: 'scan' } },
    scan: {
      on: {
        back: 'instructions',
        'scan.completed': {
          target: 'sent',
          actions: [
            assign(({ event }) => ({ captures: event.captures })),
            emit(({ event }) => ({ type: 'finished' as const, captures: event.captures })),
          ],
        },
      },
    },
    /** The host has the views; the widget shows the done state until the modal closes. */
    sent: { type: 'final' },
  },
});

export type ScanAllPosesScreen = 'instructions' | 'scan' | 'sent';
