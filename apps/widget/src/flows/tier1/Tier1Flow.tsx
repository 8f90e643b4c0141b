import { PRODUCT_EVENT_PROPERTIES } from '@afterlook/domain';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useLeadActor } from '../../lead/use-lead.ts';
import { requestOrientationPermission } from '../../scan/device-level.ts';
import { scanPoses } from '../../scan/scan-poses.ts';
import { useClinic, useWidgetEnv } from '../../session/widget-env.tsx';
import { useScreenChangeFocus } from '../use-screen-change-focus.ts';
import { AreaScreen } from './AreaScreen.tsx';
import {
  MethodScreen,
  ModelScreen,
  preloadLaterScreens,
  ScanInstructionsScreen,
  ScanScreen,
  SimulationScreen,
  UploadScreen,
} from './lazy-later-screens.tsx';
import { ProcedureScreen } from './ProcedureScreen.tsx';
import { procedureOptions } from './procedure-options.ts';
import { type Tier1Event, type Tier1Screen, tier1Machine } from './tier1-machine.ts';

/**
 * The tier-1 onboarding flow (/onboarding-tier1): the machine decides the screen, the
 * screens only show its state and send it events. Area and procedure changes are
 * reported to the host page; a procedure the host sends moves the flow to it.
 */
export function Tier1Flow() {
  const { clinic, brand, host, hostEvents, analytics } = useClinic();
  const { query } = useWidgetEnv();
  const language = query.lang;
  const offeredProcedures = useMemo(() => clinic.procedures.map(({ type }) => type), [clinic]);
  const actor = useActorRef(tier1Machine, {
    input: { offeredProcedures, queryProcedure: query.procedure.value },
  });
  const screen = useSelector(actor, (snapshot) => snapshot.value as Tier1Screen);
  const areas = useSelector(actor, (snapshot) => snapshot.context.areas);
  const procedure = useSelector(actor, (snapshot) => snapshot.context.procedure);
  const image = useSelector(actor, (snapshot) => snapshot.context.image);
  const photo = useSelector(actor, (snapshot) => snapshot.context.photo);
  const uploadType = useSelector(actor, (snapshot) => snapshot.context.uploadType);
  const lead = useLeadActor();

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

  useEffect(
    () =>
      hostEvents.onProcedure((chosen) => actor.send({ type: 'host.procedure', procedure: chosen })),
    [actor, hostEvents],
  );

  useScreenChangeFocus(screen);

  // The later screens load while the patient picks areas.
  useEffect(() => {
    void preloadLaterScreens().catch(() => {});
  }, []);

  /** Every patient action; the first one is 'Form Started' (once per session). */
  const send = (event: Tier1Event) => {
    analytics.formStarted();
    actor.send(event);
  };
  const back = () => send({ type: 'back' });
  const next = () => send({ type: 'continue' });
  const onPendingChange = useCallback(
    (pending: boolean) =>
      actor.send({ type: pending ? 'simulation.pending' : 'simulation.settled' }),
    [actor],
  );

  switch (screen) {
    case 'area':
      return (
        <AreaScreen
          brand={brand}
          areas={areas}
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
          onBack={back}
        />
      );
  }
  if (!procedure) return null;
  switch (screen) {
    case 'model':
      return (
        <ModelScreen
          brand={brand}
          procedure={procedure}
          selectedId={image?.kind === 'model' ? image.id : null}
          onPick={(model) =>
            send({
              type: 'model.pick',
              model: { id: model.id, url: model.image_url, viewType: model.view_type },
            })
          }
          onUploadOwn={() => send({ type: 'model.useOwnPhoto' })}
          onBack={back}
        />
      );
    case 'uploadType':
      return (
        <MethodScreen
          brand={brand}
          onChoose={(method) => send({ type: 'uploadType.choose', uploadType: method })}
          onBack={back}
        />
      );
    case 'scanInstructions':
      return (
        <ScanInstructionsScreen
          brand={brand}
          onContinue={() => {
            // From the click: iOS only asks for the device tilt (the level line) in a gesture.
            void requestOrientationPermission();
            next();
          }}
          onBack={back}
        />
      );
    case 'scan':
      return (
        <ScanScreen
          brand={brand}
          poses={scanPoses(procedure, 'single')}
          onComplete={([first]) => {
            if (first) send({ type: 'scan.captured', photo: first.image });
          }}
          onUseUpload={() => send({ type: 'capture.useUpload' })}
          onBack={back}
        />
      );
    case 'upload':
      return (
        <UploadScreen
          brand={brand}
          procedure={procedure}
          photo={photo}
          onPhoto={(chosen) => send({ type: 'upload.photo', photo: chosen })}
          onSubmit={() => send({ type: 'upload.submitted' })}
          onBack={back}
        />
      );
    case 'simulation':
      return image ? (
        <SimulationScreen
          brand={brand}
          procedure={procedure}
          source={image}
          uploadType={uploadType === 'scan' || uploadType === 'upload' ? uploadType : 'model'}
          lead={lead}
          leadForm="onboarding"
          onBack={back}
          onTryAnotherModel={() => send({ type: 'simulation.tryAnotherModel' })}
          onPendingChange={onPendingChange}
        />
      ) : null;
    default:
      return null;
  }
}
