import type { Procedure } from '@afterlook/domain';
import { useCallback, useEffect } from 'react';
import type { EventObject } from 'xstate';
import { useClinic } from '../session/widget-env.tsx';
import type { ResultPendingEvent } from './photo-steps.ts';
import { useScreenChangeFocus } from './use-screen-change-focus.ts';

/** What reaches a flow's machine other than through the patient's actions. */
export type FlowEvent =
  | { readonly type: 'host.procedure'; readonly procedure: Procedure }
  | ResultPendingEvent;

/**
 * Ties a flow's machine to the page around it: a procedure the host page names goes to
 * the machine, and focus moves to each new screen. `send` takes the patient's actions
 * (the machine's events other than FlowEvent), the first of which is 'Form Started'
 * (once per session); `onPendingChange` is the simulation screen's.
 */
export function useFlowActor<TEvent extends EventObject>(
  actor: { readonly send: (event: TEvent | FlowEvent) => void },
  screen: string,
) {
  const { hostEvents, analytics } = useClinic();

  useEffect(
    () =>
      hostEvents.onProcedure((chosen) => actor.send({ type: 'host.procedure', procedure: chosen })),
    [actor, hostEvents],
  );
  useScreenChangeFocus(screen);

  const send = (event: TEvent) => {
    analytics.formStarted();
    actor.send(event);
  };
  const onPendingChange = useCallback(
    (pending: boolean) =>
      actor.send({ type: pending ? 'simulation.pending' : 'simulation.settled' }),
    [actor],
  );
  return { send, onPendingChange };
}
