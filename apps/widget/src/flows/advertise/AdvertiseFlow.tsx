import {
  headlineForCtaCopy,
  indefiniteArticle,
  isAiSupported,
  PRODUCT_EVENT_PROPERTIES,
  type Procedure,
  procedureDisplayName,
} from '@afterlook/domain';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useLeadActor } from '../../lead/use-lead.ts';
import { useClinic, useWidgetEnv } from '../../session/widget-env.tsx';
import { ErrorCard } from '../../ui/ErrorCard.tsx';
import { ModelScreen } from '../../visualize/ModelScreen.tsx';
import { SimulationScreen } from '../../visualize/SimulationScreen.tsx';
import { UploadScreen } from '../../visualize/UploadScreen.tsx';
import { useFlowActor } from '../use-flow-actor.ts';
import { useProcedureReport } from '../use-procedure-report.ts';
import { type AdvertiseScreen, advertiseMachine } from './advertise-machine.ts';
import './advertise.css';
import { sampleModelSource } from '../../photo/photo-source.ts';

/**
 * The ad flow (/onboarding-advertise, SPEC.md §2.3): the query must name a procedure
 * the AI supports, else it says so ('Please pass in a procedure in the URL, ...' /
 * 'Your procedure is not supported yet or you passed in an invalid input.').
 */
export function AdvertiseFlow() {
  const { query } = useWidgetEnv();
  const { t } = useTranslation();
  const { analytics } = useClinic();
  const procedure = query.procedure.value;
  const unsupported =
    query.procedure.raw !== null && (procedure === null || !isAiSupported(procedure));

  useEffect(() => {
    if (!unsupported) return;
    analytics.notifyUnsupportedProcedure({ name: query.name, email: query.email, procedure });
  }, [unsupported, analytics, query, procedure]);

  if (query.procedure.raw === null)
    return <ErrorCard message={t('errors.adFlowProcedureMissing')} />;
  if (unsupported || procedure === null)
    return <ErrorCard message={t('errors.unsupportedProcedure')} />;
  return <AdvertiseScreens procedure={procedure} />;
}

function AdvertiseScreens({ procedure: initialProcedure }: { procedure: Procedure }) {
  const { brand, analytics } = useClinic();
  const { query } = useWidgetEnv();
  const { t, language } = useTranslation();
  const actor = useActorRef(advertiseMachine, { input: { procedure: initialProcedure } });
  const screen = useSelector(actor, (snapshot) => snapshot.value as AdvertiseScreen);
  const { procedure, image, photo, uploadType } = useSelector(
    actor,
    (snapshot) => snapshot.context,
  );
  const lead = useLeadActor();
  const { send, onPendingChange } = useFlowActor(actor, screen);
  useProcedureReport(procedure);

  if (screen === 'upload') {
    return (
      <UploadScreen
        brand={brand}
        procedure={procedure}
        photo={photo}
        onPhoto={(chosen) => send({ type: 'upload.photo', photo: chosen })}
        onSubmit={() => send({ type: 'upload.submitted' })}
        onBack={() => send({ type: 'back' })}
      />
    );
  }
  if (screen === 'simulation' && image) {
    return (
      <SimulationScreen
        brand={brand}
        procedure={procedure}
        source={image}
        uploadType={uploadType}
        lead={lead}
        leadForm="details"
        onBack={() => send({ type: 'back' })}
        onTryAnotherModel={() => send({ type: 'simulation.tryAnotherModel' })}
        onPendingChange={onPendingChange}
      />
    );
  }
  const headline = headlineForCtaCopy(query.ctaCopy, procedure, language);
  return (
    <ModelScreen
      brand={brand}
      procedure={procedure}
      title={t('advertise.title')}
      subtitle={t('advertise.text', {
        a: indefiniteArticle(procedure, language),
        procedure: procedureDisplayName(procedure, language),
      })}
      banner={
        headline.text ? (
          <p
            className={`al-headline al-headline--${headline.tone}`}
            data-cta-copy={query.ctaCopy ?? 'default'}
          >
            {headline.text}
          </p>
        ) : null
      }
      selectedId={image?.kind === 'model' ? image.id : null}
      onPick={(model) => {
        analytics.track('Procedure Selected', { [PRODUCT_EVENT_PROPERTIES.procedure]: procedure });
        send({
          type: 'model.pick',
          model: sampleModelSource(model),
        });
      }}
      onUploadOwn={() => send({ type: 'model.useOwnPhoto' })}
    />
  );
}
