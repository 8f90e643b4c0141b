import {
  DEFAULT_SINGLE_PROCEDURE_CONFIG,
  indefiniteArticle,
  isAiSupported,
  type Procedure,
  procedureDisplayName,
  type SingleProcedureConfig,
} from '@afterlook/domain';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLeadActor } from '../../lead/use-lead.ts';
import {
  requestOrientationPermission,
  ScanInstructionsScreen,
  ScanScreen,
  scanPoses,
} from '../../scan/index.ts';
import { useClinic, useWidgetEnv } from '../../session/widget-env.tsx';
import { PageLoader } from '../../ui/Spinner.tsx';
import { MethodScreen } from '../../visualize/MethodScreen.tsx';
import { SimulationScreen } from '../../visualize/SimulationScreen.tsx';
import { UploadScreen } from '../../visualize/UploadScreen.tsx';
import { ModelScreen } from '../tier1/ModelScreen.tsx';
import { useScreenChangeFocus } from '../use-screen-change-focus.ts';
import { loadFormConfig } from './form-config.ts';
import { LandingScreen } from './LandingScreen.tsx';
import {
  type SingleProcedureEvent,
  type SingleProcedureScreen,
  singleProcedureMachine,
} from './single-procedure-machine.ts';

/**
 * The single-procedure flow (/onboarding-single-procedure, SPEC.md §2.8). With a
 * configUrl its config is loaded first (a bad or missing one means the BBL default);
 * without one, a procedure in the query the AI supports is used, else BBL.
 */
export function SingleProcedureFlow() {
  const { query } = useWidgetEnv();
  const configUrl = query.configUrl;
  const config = useQuery({
    queryKey: ['form-config', configUrl],
    queryFn: ({ signal }) =>
      configUrl
        ? loadFormConfig(configUrl, signal)
        : Promise.resolve(DEFAULT_SINGLE_PROCEDURE_CONFIG),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!config.data) return <PageLoader />;
  const fromQuery = query.procedure.value;
  const procedure =
    configUrl === null && fromQuery !== null && isAiSupported(fromQuery)
      ? fromQuery
      : config.data.procedure;
  return <SingleProcedureScreens config={config.data} procedure={procedure} />;
}

function SingleProcedureScreens({
  config,
  procedure: initial,
}: {
  config: SingleProcedureConfig;
  procedure: Procedure;
}) {
  const { brand, host, hostEvents, analytics } = useClinic();
  const { t, language } = useTranslation();
  const actor = useActorRef(singleProcedureMachine, {
    input: { procedure: initial, showScan: config.showScan },
  });
  const screen = useSelector(actor, (snapshot) => snapshot.value as SingleProcedureScreen);
  const { procedure, image, photo, uploadType } = useSelector(
    actor,
    (snapshot) => snapshot.context,
  );
  const lead = useLeadActor();

  useEffect(
    () =>
      hostEvents.onProcedure((chosen) => actor.send({ type: 'host.procedure', procedure: chosen })),
    [actor, hostEvents],
  );
  useEffect(() => {
    host.post('procedure-selected', { procedure });
  }, [host, procedure]);
  useScreenChangeFocus(screen);

  const send = (event: SingleProcedureEvent) => {
    analytics.formStarted();
    actor.send(event);
  };
  const back = () => send({ type: 'back' });
  const onPendingChange = useCallback(
    (pending: boolean) =>
      actor.send({ type: pending ? 'simulation.pending' : 'simulation.settled' }),
    [actor],
  );

  switch (screen) {
    case 'landing':
      return (
        <LandingScreen
          brand={brand}
          procedure={procedure}
          config={config}
          onSimulate={() => send({ type: 'simulateNow' })}
        />
      );
    case 'model':
      return (
        <ModelScreen
          brand={brand}
          procedure={procedure}
          subtitle={t('model.singleProcedureText', {
            a: indefiniteArticle(procedure, language),
            procedure: procedureDisplayName(procedure, language),
          })}
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
          offerScan={config.showScan}
          onChoose={(method) => send({ type: 'uploadType.choose', uploadType: method })}
          onBack={back}
        />
      );
    case 'scanInstructions':
      return (
        <ScanInstructionsScreen
          brand={brand}
          onContinue={() => {
            void requestOrientationPermission();
            send({ type: 'continue' });
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
          uploadType={uploadType}
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
