import type { SampleModel } from '@afterlook/api';
import { type Language, type Procedure, procedureDisplayName } from '@afterlook/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { sampleModelSource } from '../../photo/photo-source.ts';
import { LazyFocusStage } from '../../result/LazyFocusStage.tsx';
import { useAfterAlt } from '../../result/use-after-alt.ts';
import { useSimulation } from '../../result/use-simulation.ts';
import { Button } from '../../ui/Button.tsx';
import { type ClinicBrand, Header } from '../../ui/Header.tsx';
import { ScreenFrame } from '../../ui/ScreenFrame.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { useSampleModels } from '../../visualize/use-sample-models.ts';
import { PreviewVideo } from './PreviewVideo.tsx';
import './scan-flow.css';

interface PreviewScreenProps {
  readonly brand: ClinicBrand;
  readonly procedure: Procedure;
  readonly onLanguage: (language: Language) => void;
  readonly onContinue: () => void;
}

/**
 * Step 1 of /onboarding-scan (docs/product/scan-flow.md): the procedure's preview video (our own
 * render, tools/preview-video) and a language dropdown that switches the widget's
 * language at once. Should no clip load, the procedure's first sample model with its
 * after image stands in (the same simulation the result screen runs, cached per model),
 * or the model image alone while or if that is not available.
 */
export function PreviewScreen({ brand, procedure, onLanguage, onContinue }: PreviewScreenProps) {
  const { t, language } = useTranslation();
  const selectId = useId();
  const [videoFailed, setVideoFailed] = useState(false);
  return (
    <ScreenFrame
      header={<Header clinic={brand} title={t('scanScreens.capture.previewTitle')} />}
      actions={
        <Button block onClick={onContinue}>
          {t('scanScreens.capture.continue')}
        </Button>
      }
    >
      <div className="al-scan-flow__language">
        <label htmlFor={selectId}>{t('scanScreens.capture.language')}</label>
        <select
          id={selectId}
          value={language}
          onChange={(event) => onLanguage(event.target.value === 'es' ? 'es' : 'en')}
        >
          <option value="en">{t('scanScreens.capture.english')}</option>
          <option value="es">{t('scanScreens.capture.spanish')}</option>
        </select>
      </div>
      {videoFailed ? (
        <SampleModelPreview procedure={procedure} />
      ) : (
        <figure className="al-scan-flow__preview">
          <PreviewVideo procedure={procedure} onUnavailable={() => setVideoFailed(true)} />
          <figcaption>{t('onboardingScan.previewCaption')}</figcaption>
        </figure>
      )}
    </ScreenFrame>
  );
}

function SampleModelPreview({ procedure }: { procedure: Procedure }) {
  const { t } = useTranslation();
  const models = useSampleModels(procedure);
  const first = models.data?.[0];
  if (first) return <ModelPreview model={first} procedure={procedure} />;
  if (!models.isPending || models.fetchStatus === 'idle') return null;
  return (
    <div className="al-scan-flow__preview al-scan-flow__preview--waiting" role="status">
      <Spinner announce={false} />
      <span>{t('onboardingScan.previewLoading')}</span>
    </div>
  );
}

function ModelPreview({ model, procedure }: { model: SampleModel; procedure: Procedure }) {
  const { t, language } = useTranslation();
  // The tier-1 flow's source for this model: the same query key, so one cached result.
  const source = sampleModelSource(model);
  const simulation = useSimulation(source, procedure);
  const name = procedureDisplayName(procedure, language);
  const afterAlt = useAfterAlt(procedure);
  const alt = t('scanScreens.capture.previewAlt', { procedure: name });
  const before = <img src={model.image_url} alt={alt} draggable={false} />;
  const outcome = simulation.data;
  const after = outcome?.kind === 'success' ? outcome.images[outcome.startIndex] : undefined;
  return (
    <figure className="al-scan-flow__preview">
      {after && outcome?.kind === 'success' ? (
        // The close-up every result opens on: the model list's region, else the result's.
        <LazyFocusStage
          beforeUrl={model.image_url}
          afterUrl={after.url}
          beforeAlt={alt}
          afterAlt={afterAlt}
          region={model.region ?? outcome.region}
          afterHidden={false}
          fallback={before}
        />
      ) : (
        before
      )}
      <figcaption>{t('onboardingScan.previewCaption')}</figcaption>
    </figure>
  );
}
