import { PRODUCT_EVENT_PROPERTIES } from '@afterlook/domain';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { afterFirstScreen } from '../../app/after-first-screen.ts';
import { useClinic, useWidgetEnv } from '../../session/widget-env.tsx';
import { usePhotoStepFlow } from '../use-photo-step-flow.ts';
import { AreaScreen } from './AreaScreen.tsx';
import { PhotoStepScreens, preloadLaterScreens } from './lazy-later-screens.tsx';
import { ProcedureScreen } from './ProcedureScreen.tsx';
import { procedureOptions } from './procedure-options.ts';
import { type Tier1Event, type Tier1Screen, tier1Machine } from './tier1-machine.ts';

/**
 * The tier-1 onboarding flow (/onboarding-tier1): the machine decides the screen, the
 * screens only show its state and send it events. Area and procedure changes are
 * reported to the host page; a procedure the host sends moves the flow to it.
 */
export function Tier1Flow() {
  const { clinic, brand, host, analytics } = useClinic();
  const { query } = useWidgetEnv();
  const language = query.lang;
  const offeredProcedures = useMemo(() => clinic.procedures.map(({ type }) => type), [clinic]);
  const actor = useActorRef(tier1Machine, {
    input: { offeredProcedures, queryProcedure: query.procedure.value },
  });
  const areas = useSelector(actor, (snapshot) => snapshot.context.areas);
  useEffect(() => {
    const subscriptions = [
      actor.on('areasChanged', ({ areas: chosen }) =>
        host.post('areas-changed', { areas: chosen }),
      ),
      actor.on('procedureSelected', ({ procedure: chosen }) => {
        host.post('procedure-selected', { procedure: chosen });
        analytics.track('Procedure Selected', { [PRODUCT_EVENT_PROPERTIES.procedure]: chosen });
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, host, analytics]);

  // Listening first: a procedure the host page names at once is reported too. Tier 1
  // reports its procedure as the patient picks it (above), not as a one-procedure flow.
  const { screen, procedure, ...flow } = usePhotoStepFlow<Tier1Event, Tier1Screen>(actor, {
    reportsProcedure: false,
  });
  const { send } = flow;

  // The later screens load while the patient picks areas, once the first screen is up.
  useEffect(() => afterFirstScreen(() => void preloadLaterScreens().catch(() => {})), []);

  const next = () => send({ type: 'continue' });

  switch (screen) {
    case 'area':
      return (
        <AreaScreen
          brand={brand}
          areas={areas}
          offered={offeredProcedures}
          onToggle={(area) => send({ type: 'area.toggle', area })}
          onContinue={next}
        />
      );
    case 'procedure':
      return (
        <ProcedureScreen
          brand={brand}
          options={procedureOptions(areas, offeredProcedures)}
          selected={procedure}
          language={language}
          onSelect={(chosen) => send({ type: 'procedure.select', procedure: chosen })}
          onContinue={next}
          onBack={() => send({ type: 'back' })}
        />
      );
  }
  if (!procedure) return null;
  return <PhotoStepScreens {...flow} screen={screen} procedure={procedure} leadForm="onboarding" />;
}
