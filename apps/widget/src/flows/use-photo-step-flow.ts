import { useSelector } from '@xstate/react';
import type { AnyActorRef, EventObject } from 'xstate';
import { useLeadActor } from '../lead/use-lead.ts';
import type { PhotoStepContext } from './photo-steps.ts';
import { type FlowEvent, useFlowActor } from './use-flow-actor.ts';
import { useProcedureReport } from './use-procedure-report.ts';

/** A running flow machine whose context has the photo steps' part. */
interface PhotoStepActor<TEvent extends EventObject> {
  readonly send: (event: TEvent | FlowEvent) => void;
  readonly getSnapshot: () => { readonly value: unknown; readonly context: PhotoStepContext };
  readonly subscribe: AnyActorRef['subscribe'];
}

/**
 * The preamble of a flow with the photo steps: its screen and photo-step state, its lead
 * (one per visit), the page around it (useFlowActor) and, for a one-procedure flow, the
 * procedure reported to the host page. The result spreads onto PhotoStepScreens.
 */
export function usePhotoStepFlow<TEvent extends EventObject, TScreen extends string>(
  actor: PhotoStepActor<TEvent>,
  { reportsProcedure }: { readonly reportsProcedure: boolean },
) {
  const screen = useSelector(actor, (snapshot) => snapshot.value as TScreen);
  const procedure = useSelector(actor, (snapshot) => snapshot.context.procedure);
  const image = useSelector(actor, (snapshot) => snapshot.context.image);
  const photo = useSelector(actor, (snapshot) => snapshot.context.photo);
  const uploadType = useSelector(actor, (snapshot) => snapshot.context.uploadType);
  const lead = useLeadActor();
  const { send, onPendingChange } = useFlowActor(actor, screen);
  useProcedureReport(reportsProcedure ? procedure : null);
  return {
    screen,
    procedure,
    image,
    photo,
    // Until the patient chooses, the result is a sample model's.
    uploadType: uploadType === 'scan' || uploadType === 'upload' ? uploadType : ('model' as const),
    lead,
    send,
    onPendingChange,
  };
}
