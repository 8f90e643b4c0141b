import {
  headlineForCtaCopy,
  indefiniteArticle,
  isAiSupported,
  PRODUCT_EVENT_PROPERTIES,
  type Procedure,
  procedureDisplayName,
} from '@afterlook/domain';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { useClinic, useWidgetEnv } from '../../session/widget-env.tsx';
import { ErrorCard } from '../../ui/ErrorCard.tsx';
import { ModelScreen } from '../../visualize/ModelScreen.tsx';
import { PhotoStepScreens } from '../PhotoStepScreens.tsx';
import { usePhotoStepFlow } from '../use-photo-step-flow.ts';
import {
  type AdvertiseEvent,
  type AdvertiseScreen,
  advertiseMachine,
} from './advertise-machine.ts';
import './advertise.css';
import { sampleModelSource } from '../../photo/photo-source.ts';

/**
 * The ad flow (/onboarding-advertise, docs/product/ad-flow.md): the query must name a procedure
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
  const {
    screen,
    procedure: current,
    ...flow
  } = usePhotoStepFlow<AdvertiseEvent, AdvertiseScreen>(actor, { reportsProcedure: true });
  // Never null here: the flow opens on a procedure (the type is the photo steps').
  const procedure = current ?? initialProcedure;

  if (screen !== 'model') {
    return <PhotoStepScreens {...flow} screen={screen} procedure={procedure} leadForm="details" />;
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
      selectedId={flow.image?.kind === 'model' ? flow.image.id : null}
      onPick={(model) => {
        analytics.track('Procedure Selected', { [PRODUCT_EVENT_PROPERTIES.procedure]: procedure });
        flow.send({
          type: 'model.pick',
          model: sampleModelSource(model),
        });
      }}
      onUploadOwn={() => flow.send({ type: 'model.useOwnPhoto' })}
    />
  );
}
