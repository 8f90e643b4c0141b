import {
  adjustmentKind,
  implantSizeForDisplay,
  isAiSupported,
  type LeadPrefill,
  type Procedure,
  procedureDisplayName,
  type RegionOfInterest,
} from '@afterlook/domain';
import { type ReactNode, useState } from 'react';
import { useCloseModal } from '../host/use-close-modal.ts';
import { useTranslation } from '../i18n/i18n.ts';
import type { LeadFormKind } from '../lead/LeadForms.tsx';
import { LeadModal } from '../lead/LeadModal.tsx';
import type { LeadActor } from '../lead/use-lead.ts';
import { useLeadForm } from '../lead/use-lead-form.ts';
import type { PhotoSource } from '../photo/photo-source.ts';
import { useObjectUrl } from '../photo/use-object-url.ts';
import { useClinic } from '../session/widget-env.tsx';
import { AdjustmentSlider } from '../ui/AdjustmentSlider.tsx';
import { Button } from '../ui/Button.tsx';
import { type ClinicBrand, Header } from '../ui/Header.tsx';
import { Notice } from '../ui/Notice.tsx';
import { ScreenFrame } from '../ui/ScreenFrame.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { AfterLead } from './AfterLead.tsx';
import { FocusStage } from './FocusStage.tsx';
import { pickAfter } from './pick-after.ts';
import type { AfterImage, SimulationOutcome } from './run-simulation.ts';
import { useAfterAlt } from './use-after-alt.ts';
import { useSessionExpiryReload } from './use-session-expiry.ts';
import { useSimulation, useSimulationBatchId } from './use-simulation.ts';
import { useSimulationReport } from './use-simulation-report.ts';
import './result-screen.css';

export interface ResultScreenProps {
  readonly brand: ClinicBrand;
  readonly procedure: Procedure;
  readonly source: PhotoSource;
  readonly uploadType: 'model' | 'upload' | 'scan';
  readonly lead: LeadActor;
  readonly leadForm: LeadFormKind;
  /** The lead form's starting values (the capture integration's name, email, phone). */
  readonly leadPrefill?: LeadPrefill | null;
  readonly onBack: () => void;
  /**
   * 'Try on another model' ('Try another photo' after the patient's own photo or scan);
   * omitted: no such button (the capture flow's own result).
   */
  readonly onTryAnotherModel?: () => void;
  /** Replaces 'Post-op Visualization' (the capture flow's 'Instant Before / After'). */
  readonly title?: string;
  /** Given: a Done button, shown at once, that calls it (the flow posts close-modal). */
  readonly onDone?: () => void;
  /** Tells the flow whether an AI result is pending (back is disabled meanwhile). */
  readonly onPendingChange: (pending: boolean) => void;
  /** Once per picture, when its result is in: the after image the slider starts on. */
  readonly onResultReady?: (after: AfterImage) => void;
}

/**
 * 'Post-op Visualization' (docs/product/onboarding-flow.md step 8, §2.9, §4.2): a spinner while the
 * simulation runs, then the before/after comparison with the adjustment slider, or
 * metadata.reason, or '{procedure} is not supported by AI.' The lead modal opens until
 * the form is submitted; the after image stays veiled until then.
 */
export function ResultScreen(props: ResultScreenProps) {
  const {
    brand,
    procedure,
    source,
    uploadType,
    lead,
    leadForm,
    leadPrefill,
    onBack,
    onTryAnotherModel,
    onPendingChange,
    title,
    onDone,
    onResultReady,
  } = props;
  const { t, language } = useTranslation();
  const { clinic, host } = useClinic();
  const closeModal = useCloseModal();
  const supported = isAiSupported(procedure);
  const simulation = useSimulation(source, procedure);
  const outcome: SimulationOutcome | undefined = simulation.data;
  const pending = supported && (simulation.isPending || simulation.isFetching);
  const form = useLeadForm(lead, {
    procedure,
    uploadType,
    imageUrl: source.kind === 'model' ? source.url : null,
    email: leadPrefill?.email ?? null,
    batchId: useSimulationBatchId(source, procedure),
  });
  const { submitted } = form;
  useSimulationReport({
    source,
    procedure,
    uploadType,
    pending,
    outcome,
    visible: submitted,
    onPendingChange,
    onResultReady,
  });
  // The adjustment slider's pick for this picture (else the result's start image), kept
  // here for the download.
  const [picked, setPicked] = useState<{ sourceId: string; index: number } | null>(null);
  const pickedIndex = picked?.sourceId === source.id ? picked.index : null;

  const sessionExpired = outcome?.kind === 'sessionExpired' || form.sessionExpired;
  useSessionExpiryReload(sessionExpired);

  const name = procedureDisplayName(procedure, language);
  const afterAlt = useAfterAlt(procedure);
  const beforeUrl = useBeforeUrl(source);
  // The stages take the picture's own proportions once it has loaded (no empty bands).
  const [beforeRatio, setBeforeRatio] = useState<number | null>(null);
  const stageStyle = beforeRatio ? { aspectRatio: String(beforeRatio) } : undefined;
  const before = beforeUrl ? (
    <img
      src={beforeUrl}
      alt={t('result.beforeAlt')}
      draggable={false}
      onLoad={({ currentTarget: { naturalWidth, naturalHeight } }) => {
        if (naturalWidth > 0 && naturalHeight > 0) setBeforeRatio(naturalWidth / naturalHeight);
      }}
    />
  ) : null;

  let body: ReactNode;
  if (sessionExpired) {
    body = <Notice tone="error">{t('errors.sessionExpired')}</Notice>;
  } else if (!supported) {
    body = (
      <>
        <div className="al-result__stage" style={stageStyle}>
          {before}
        </div>
        <Notice tone="info">{t('errors.notSupportedByAi', { procedure: name })}</Notice>
      </>
    );
  } else if (pending || !outcome) {
    body = (
      <div className="al-result__stage al-result__stage--waiting" style={stageStyle}>
        {before}
        <div className="al-photo-overlay al-result__waiting" role="status">
          <Spinner announce={false} />
          <span>{t('result.waiting')}</span>
        </div>
      </div>
    );
  } else if (outcome.kind === 'success') {
    body = (
      <SuccessView
        images={outcome.images}
        index={pickedIndex ?? outcome.startIndex}
        onIndexChange={(index) => setPicked({ sourceId: source.id, index })}
        beforeUrl={outcome.beforeUrl ?? beforeUrl ?? ''}
        region={outcome.region}
        procedure={procedure}
        locked={!submitted}
        onUnlock={form.show}
        afterAlt={afterAlt}
      />
    );
  } else {
    body = (
      <>
        <div className="al-result__stage" style={stageStyle}>
          {before}
        </div>
        <Notice tone="error">
          {outcome.kind === 'failed' ? outcome.message : t('errors.unexpectedError')}
        </Notice>
        {outcome.kind === 'failed' && outcome.retryable ? (
          <Button variant="secondary" onClick={() => void simulation.refetch()}>
            {t('result.retry')}
          </Button>
        ) : null}
      </>
    );
  }

  return (
    <ScreenFrame
      header={
        <Header
          clinic={brand}
          title={title ?? t('result.title')}
          onBack={onBack}
          backDisabled={pending}
        />
      }
      actions={
        <>
          {onTryAnotherModel ? (
            <Button
              block
              variant={submitted || onDone ? 'secondary' : 'primary'}
              onClick={onTryAnotherModel}
            >
              {t(source.kind === 'model' ? 'result.tryAnotherModel' : 'result.tryAnotherPhoto')}
            </Button>
          ) : null}
          {onDone ? (
            <Button block onClick={onDone}>
              {t('result.done')}
            </Button>
          ) : submitted && host.targetOrigin ? (
            <Button block onClick={closeModal}>
              {t('result.done')}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="al-result">
        {submitted && !sessionExpired ? (
          <p className="al-result__thanks" role="status">
            {t('afterLead.heading', { clinic: clinic.clinic_name })}
          </p>
        ) : null}
        {body}
        {submitted && !sessionExpired ? (
          <AfterLead
            procedure={procedure}
            patientUuid={form.patientUuid}
            pictures={
              outcome?.kind === 'success' && (outcome.beforeUrl ?? beforeUrl)
                ? {
                    beforeUrl: outcome.beforeUrl ?? beforeUrl ?? '',
                    afterUrl: pickAfter(outcome.images, pickedIndex ?? outcome.startIndex).url,
                    region: outcome.region,
                  }
                : null
            }
          />
        ) : null}
        {form.failed && !submitted ? (
          <div className="al-result__lead-failed">
            <Notice tone="error">{t('errors.submitFailed')}</Notice>
            <Button onClick={form.show}>{t('result.enterDetails')}</Button>
          </div>
        ) : null}
      </div>
      <LeadModal
        open={form.open && !submitted && !sessionExpired}
        kind={leadForm}
        purpose={supported ? 'results' : 'continue'}
        clinicName={clinic.clinic_name}
        phoneCountries={clinic.phone_countries}
        submitting={form.submitting}
        onSubmit={form.submit}
        onClose={form.hide}
        prefill={leadPrefill}
      />
    </ScreenFrame>
  );
}

function useBeforeUrl(source: PhotoSource): string | null {
  const objectUrl = useObjectUrl(source.kind === 'photo' ? source.blob : null);
  return source.kind === 'model' ? source.url : objectUrl;
}

interface SuccessViewProps {
  readonly images: readonly AfterImage[];
  readonly index: number;
  readonly onIndexChange: (index: number) => void;
  /** The server's normalised photo (else the browser's own copy). */
  readonly beforeUrl: string;
  readonly region: RegionOfInterest | null;
  readonly procedure: Procedure;
  readonly locked: boolean;
  readonly onUnlock: () => void;
  readonly afterAlt: string;
}

function SuccessView({
  images,
  index,
  onIndexChange,
  beforeUrl,
  region,
  procedure,
  locked,
  onUnlock,
  afterAlt,
}: SuccessViewProps) {
  const { t } = useTranslation();
  const image = pickAfter(images, index);
  const kind = adjustmentKind(procedure);
  const valueText =
    kind === 'implantSize' && image.implantSizeCc !== null
      ? t('result.implantSize', { cc: implantSizeForDisplay(image.implantSizeCc) })
      : t('result.level', { n: index + 1, count: images.length });
  return (
    <>
      <div className="al-result__compare">
        <FocusStage
          beforeUrl={beforeUrl}
          afterUrl={image.url}
          beforeAlt={t('result.beforeAlt')}
          afterAlt={afterAlt}
          region={region}
          afterHidden={locked}
        />
        {locked ? (
          <div className="al-result__locked">
            <p>{t('result.locked')}</p>
            <Button onClick={onUnlock}>{t('result.enterDetails')}</Button>
          </div>
        ) : null}
      </div>
      {images.length > 1 ? (
        <AdjustmentSlider
          label={t(`result.adjust.${kind}`)}
          min={0}
          max={images.length - 1}
          value={index}
          valueText={valueText}
          onChange={onIndexChange}
        />
      ) : null}
      <p className="al-result__disclaimer">{t('result.disclaimer')}</p>
    </>
  );
}
