import {
  adjustmentKind,
  implantSizeForDisplay,
  indefiniteArticle,
  isAiSupported,
  joinFullName,
  type LeadPrefill,
  PRODUCT_EVENT_PROPERTIES,
  type Procedure,
  procedureDisplayName,
  type RegionOfInterest,
} from '@afterlook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useCloseModal } from '../host/use-close-modal.ts';
import { useTranslation } from '../i18n/i18n.ts';
import type { LeadDetails } from '../lead/build-lead-submission.ts';
import { formUserId } from '../lead/build-lead-submission.ts';
import type { LeadFormKind } from '../lead/LeadForms.tsx';
import { LeadModal, prefetchLeadForm } from '../lead/LeadModal.tsx';
import type { LeadActor } from '../lead/use-lead.ts';
import { newPhotoId, type PhotoSource } from '../photo/photo-source.ts';
import { useObjectUrl } from '../photo/use-object-url.ts';
import { useClinic, useWidgetEnv } from '../session/widget-env.tsx';
import { AdjustmentSlider } from '../ui/AdjustmentSlider.tsx';
import { Button } from '../ui/Button.tsx';
import { type ClinicBrand, Header } from '../ui/Header.tsx';
import { AlertIcon, InfoIcon } from '../ui/icons.tsx';
import { ScreenFrame } from '../ui/ScreenFrame.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { AfterLead } from './AfterLead.tsx';
import { FocusStage } from './FocusStage.tsx';
import type { AfterImage, SimulationOutcome } from './run-simulation.ts';
import { useSessionExpiryReload } from './use-session-expiry.ts';
import { simulationQuery, useSimulation } from './use-simulation.ts';
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
  /** 'Try on another model'; omitted: no such button (the capture flow's own result). */
  readonly onTryAnotherModel?: () => void;
  /** Replaces 'Post Op Visualization' (the capture flow's 'Instant before and after'). */
  readonly title?: string;
  /** Given: a Done button, shown at once, that calls it (the flow posts close-modal). */
  readonly onDone?: () => void;
  /** Tells the flow whether an AI result is pending (back is disabled meanwhile). */
  readonly onPendingChange: (pending: boolean) => void;
  /** Once per picture, when its result is in: the after image the slider starts on. */
  readonly onResultReady?: (after: AfterImage) => void;
}

/**
 * 'Post Op Visualization' (SPEC.md §2.2 step 8, §2.9, §4.2): a spinner while the
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
  const { clinic, analytics, formName, host } = useClinic();
  const closeModal = useCloseModal();
  const { browser, api } = useWidgetEnv();
  const queryClient = useQueryClient();
  const supported = isAiSupported(procedure);
  const simulation = useSimulation(source, procedure);
  const outcome: SimulationOutcome | undefined = simulation.data;
  const pending = supported && (simulation.isPending || simulation.isFetching);

  const leadState = useSelector(lead, (snapshot) => snapshot.value);
  const leadFailed = useSelector(lead, (snapshot) => snapshot.context.failed);
  const patientUuid = useSelector(lead, (snapshot) => snapshot.context.patientUuid);
  // The adjustment slider's pick for this picture (else the result's start image), kept
  // here for the download.
  const [picked, setPicked] = useState<{ sourceId: string; index: number } | null>(null);
  const pickedIndex = picked?.sourceId === source.id ? picked.index : null;
  const submitted = leadState === 'submitted';
  const [modalOpen, setModalOpen] = useState(!submitted);

  useEffect(() => {
    onPendingChange(pending);
  }, [pending, onPendingChange]);
  useEffect(() => () => onPendingChange(false), [onPendingChange]);
  useEffect(() => {
    if (!submitted) prefetchLeadForm();
  }, [submitted]);

  // The result was shown: counted once per browser and day, tracked each time, and
  // handed to the flow once.
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (outcome?.kind !== 'success' || counted.current === source.id) return;
    counted.current = source.id;
    analytics.simulationComplete({
      [PRODUCT_EVENT_PROPERTIES.procedure]: procedure,
      [PRODUCT_EVENT_PROPERTIES.simulationType]: uploadType,
    });
    onResultReady?.(pickAfter(outcome.images, outcome.startIndex));
  }, [outcome, source.id, analytics, procedure, uploadType, onResultReady]);

  // The modal closes on success and on failure (SPEC.md §4.3); success is recorded.
  const previousLead = useRef(leadState);
  useEffect(() => {
    if (previousLead.current === leadState) return;
    previousLead.current = leadState;
    if (leadState === 'submitted') {
      setModalOpen(false);
      const { details } = lead.getSnapshot().context;
      analytics.submitted({
        name: details ? joinFullName(details.firstName, details.lastName) : '',
        phone: details?.phone ?? '',
        procedure,
      });
    } else if (leadState === 'failed') {
      setModalOpen(false);
    }
  }, [leadState, analytics, procedure, lead]);

  const sessionExpired = outcome?.kind === 'sessionExpired' || leadState === 'sessionExpired';
  useSessionExpiryReload(sessionExpired);

  const submitLead = (details: LeadDetails) =>
    lead.send({
      type: 'submit',
      draft: {
        details,
        formName,
        formUserId: formUserId(browser.localStorage, newPhotoId),
        batchId: supported
          ? queryClient
              .fetchQuery(simulationQuery(source, procedure, language, api, browser.preloadImage))
              .then((settled) =>
                settled.kind === 'sessionExpired' ? null : (settled.batchId ?? null),
              )
          : Promise.resolve(null),
        uploadType,
        procedure,
        imageUrl: source.kind === 'model' ? source.url : null,
        email: leadPrefill?.email ?? null,
      },
    });

  const name = procedureDisplayName(procedure, language);
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
        <div className="al-result__waiting" role="status">
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
        onUnlock={() => setModalOpen(true)}
        afterAlt={t('result.afterAlt', {
          a: indefiniteArticle(procedure, language),
          procedure: name,
        })}
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
              {t('result.tryAnotherModel')}
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
        {body}
        {submitted && !sessionExpired ? (
          <AfterLead
            procedure={procedure}
            patientUuid={patientUuid}
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
        {leadFailed && !submitted ? (
          <div className="al-result__lead-failed">
            <Notice tone="error">{t('errors.submitFailed')}</Notice>
            <Button onClick={() => setModalOpen(true)}>{t('result.enterDetails')}</Button>
          </div>
        ) : null}
      </div>
      <LeadModal
        open={modalOpen && !submitted && !sessionExpired}
        kind={leadForm}
        purpose={supported ? 'results' : 'continue'}
        clinicName={clinic.clinic_name}
        submitting={leadState === 'submitting'}
        onSubmit={submitLead}
        onClose={() => setModalOpen(false)}
        prefill={leadPrefill}
      />
    </ScreenFrame>
  );
}

function useBeforeUrl(source: PhotoSource): string | null {
  const objectUrl = useObjectUrl(source.kind === 'photo' ? source.blob : null);
  return source.kind === 'model' ? source.url : objectUrl;
}

function Notice({ tone, children }: { tone: 'error' | 'info'; children: ReactNode }) {
  return (
    <p
      className={`al-result__notice al-result__notice--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {tone === 'error' ? (
        <AlertIcon width={18} height={18} />
      ) : (
        <InfoIcon width={18} height={18} />
      )}
      <span>{children}</span>
    </p>
  );
}

/** The after image at an index, clamped to the series. */
const pickAfter = (images: readonly AfterImage[], index: number): AfterImage => {
  const image = images[Math.min(index, images.length - 1)] ?? images[0];
  if (!image) throw new Error('a successful result has at least one after image');
  return image;
};

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
