import {
  DEFAULT_SINGLE_PROCEDURE_CONFIG,
  indefiniteArticle,
  isAiSupported,
  type Procedure,
  procedureDisplayName,
  type SingleProcedureConfig,
} from '@afterlook/domain';
import { useQuery } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useClinic, useWidgetEnv } from '../../session/widget-env.tsx';
import { PageLoader } from '../../ui/Spinner.tsx';
import { PhotoStepScreens } from '../PhotoStepScreens.tsx';
import { usePhotoStepFlow } from '../use-photo-step-flow.ts';
import { isConfigUrlAllowed, loadFormConfig } from './form-config.ts';
import { LandingScreen } from './LandingScreen.tsx';
import {
  type SingleProcedureEvent,
  type SingleProcedureScreen,
  singleProcedureMachine,
} from './single-procedure-machine.ts';

/**
 * The single-procedure flow (/onboarding-single-procedure, docs/product/single-procedure-flow.md). With a
 * configUrl its config is loaded first (a bad, missing or foreign one means the BBL
 * default); without one, a procedure in the query the AI supports is used, else BBL.
 */
export function SingleProcedureFlow() {
  const { query, api } = useWidgetEnv();
  const { clinic } = useClinic();
  const configUrl = query.configUrl;
  const config = useQuery({
    queryKey: ['form-config', configUrl],
    queryFn: ({ signal }) => {
      if (!configUrl) return Promise.resolve(DEFAULT_SINGLE_PROCEDURE_CONFIG);
      if (!isConfigUrlAllowed(configUrl, clinic.allowed_origins, window.location.origin)) {
        console.warn(
          `AfterLook: the form config at ${configUrl} is not on an origin the clinic allows, using the default.`,
        );
        return Promise.resolve(DEFAULT_SINGLE_PROCEDURE_CONFIG);
      }
      return loadFormConfig(api, configUrl, signal);
    },
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
  const { brand } = useClinic();
  const { t, language } = useTranslation();
  const actor = useActorRef(singleProcedureMachine, {
    input: { procedure: initial, showScan: config.showScan },
  });
  const { screen, procedure, ...flow } = usePhotoStepFlow<
    SingleProcedureEvent,
    SingleProcedureScreen
  >(actor, { reportsProcedure: true });
  // Never null here: the machine starts on a procedure (the type is the photo steps').
  const current = procedure ?? initial;

  if (screen === 'landing') {
    return (
      <LandingScreen
        brand={brand}
        procedure={current}
        config={config}
        onSimulate={() => flow.send({ type: 'simulateNow' })}
      />
    );
  }
  return (
    <PhotoStepScreens
      {...flow}
      screen={screen}
      procedure={current}
      leadForm="onboarding"
      modelSubtitle={t('model.singleProcedureText', {
        a: indefiniteArticle(current, language),
        procedure: procedureDisplayName(current, language),
      })}
      offerScan={config.showScan}
    />
  );
}
