import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useClinic, useWidgetEnv } from '../../session/widget-env.tsx';
import { Header } from '../../ui/Header.tsx';
import { ScreenFrame } from '../../ui/ScreenFrame.tsx';
import { AreaScreen } from './AreaScreen.tsx';
import { ModelScreen } from './ModelScreen.tsx';
import { ProcedureScreen } from './ProcedureScreen.tsx';
import { procedureOptions } from './procedure-options.ts';
import { type Tier1Screen, tier1Machine } from './tier1-machine.ts';

/**
 * The tier-1 onboarding flow (/onboarding-tier1): the machine decides the screen, the
 * screens only show its state and send it events. Area and procedure changes are
 * reported to the host page.
 */
export function Tier1Flow() {
  const { clinic, brand, host } = useClinic();
  const { query } = useWidgetEnv();
  const language = query.lang;
  const offeredProcedures = useMemo(() => clinic.procedures.map(({ type }) => type), [clinic]);
  const actor = useActorRef(tier1Machine, {
    input: { offeredProcedures, queryProcedure: query.procedure.value },
  });
  const screen = useSelector(actor, (snapshot) => snapshot.value as Tier1Screen);
  const areas = useSelector(actor, (snapshot) => snapshot.context.areas);
  const procedure = useSelector(actor, (snapshot) => snapshot.context.procedure);

  useEffect(() => {
    const subscriptions = [
      actor.on('areasChanged', ({ areas: chosen }) =>
        host.post('areas-changed', { areas: chosen }),
      ),
      actor.on('procedureSelected', ({ procedure: chosen }) =>
        host.post('procedure-selected', { procedure: chosen }),
      ),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, host]);

  useScreenChangeFocus(screen);

  const back = () => actor.send({ type: 'back' });
  const next = () => actor.send({ type: 'continue' });

  switch (screen) {
    case 'area':
      return (
        <AreaScreen
          brand={brand}
          areas={areas}
          onToggle={(area) => actor.send({ type: 'area.toggle', area })}
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
          onSelect={(chosen) => actor.send({ type: 'procedure.select', procedure: chosen })}
          onContinue={next}
          onBack={back}
        />
      );
    case 'model':
      return procedure ? (
        <ModelScreen brand={brand} procedure={procedure} language={language} onBack={back} />
      ) : null;
    default:
      // uploadType, scanInstructions, scan, upload, simulation: filled by the next issue.
      return <ScreenFrame header={<Header clinic={brand} onBack={back} />} />;
  }
}

/**
 * On a screen change (not on the first screen), start at the top and move focus to the
 * new screen's heading, so keyboard and screen-reader users land on the new content.
 */
function useScreenChangeFocus(screen: Tier1Screen) {
  const previous = useRef(screen);
  useEffect(() => {
    if (previous.current === screen) return;
    previous.current = screen;
    window.scrollTo?.({ top: 0 });
    const heading = document.querySelector<HTMLElement>('h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [screen]);
}
