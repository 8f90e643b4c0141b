import type { LeadPrefill, Procedure } from '@afterlook/domain';
import type { ReactNode } from 'react';
import type { LeadFormKind } from '../lead/LeadForms.tsx';
import type { LeadActor } from '../lead/use-lead.ts';
import { type PhotoSource, sampleModelSource } from '../photo/photo-source.ts';
import type { AfterImage } from '../result/run-simulation.ts';
import { ScanInstructionsScreen, SinglePoseScanScreen } from '../scan/index.ts';
import { useClinic } from '../session/widget-env.tsx';
import { MethodScreen } from '../visualize/MethodScreen.tsx';
import { ModelScreen } from '../visualize/ModelScreen.tsx';
import { SimulationScreen } from '../visualize/SimulationScreen.tsx';
import { UploadScreen } from '../visualize/UploadScreen.tsx';
import type { PhotoStep, PhotoStepEvent } from './photo-steps.ts';

interface PhotoStepScreensProps {
  readonly screen: PhotoStep;
  readonly procedure: Procedure;
  readonly image: PhotoSource | null;
  readonly photo: Blob | null;
  readonly uploadType: 'model' | 'upload' | 'scan';
  /** The flow's lead, so a patient who left their details is not asked again. */
  readonly lead: LeadActor;
  readonly leadForm: LeadFormKind;
  /** A patient action ('Form Started' is the flow's to report). */
  readonly send: (event: PhotoStepEvent) => void;
  readonly onPendingChange: (pending: boolean) => void;
  /** Under the model screen's title (the single-procedure text). */
  readonly modelSubtitle?: ReactNode;
  /** false hides the scan on the method screen. */
  readonly offerScan?: boolean;
  /** false: no 'Upload your own' or 'Upload a photo instead' (the capture flow). */
  readonly offerUpload?: boolean;
  /** The simulation screen as the capture flow shows it (see ResultScreenProps). */
  readonly result?: {
    readonly title?: string;
    readonly leadPrefill?: LeadPrefill | null;
    readonly onDone?: () => void;
    readonly onResultReady?: (after: AfterImage) => void;
    /** false: no 'Try on another model' (the capture flow's own result). */
    readonly offerAnotherModel?: boolean;
  };
}

/**
 * The photo steps' screens for a flow's machine state: each shows the state and sends
 * the shared photo-step events, so the flows that have these steps behave alike.
 */
export function PhotoStepScreens({
  screen,
  procedure,
  image,
  photo,
  uploadType,
  lead,
  leadForm,
  send,
  onPendingChange,
  modelSubtitle,
  offerScan,
  offerUpload = true,
  result,
}: PhotoStepScreensProps) {
  const { brand } = useClinic();
  const back = () => send({ type: 'back' });
  const uploadInstead = () => send({ type: 'capture.useUpload' });

  switch (screen) {
    case 'model':
      return (
        <ModelScreen
          brand={brand}
          procedure={procedure}
          subtitle={modelSubtitle}
          selectedId={image?.kind === 'model' ? image.id : null}
          onPick={(model) =>
            send({
              type: 'model.pick',
              model: sampleModelSource(model),
            })
          }
          onUploadOwn={offerUpload ? () => send({ type: 'model.useOwnPhoto' }) : undefined}
          onBack={back}
        />
      );
    case 'uploadType':
      return (
        <MethodScreen
          brand={brand}
          offerScan={offerScan}
          onChoose={(method) => send({ type: 'uploadType.choose', uploadType: method })}
          onBack={back}
        />
      );
    case 'scanInstructions':
      return (
        <ScanInstructionsScreen
          brand={brand}
          onContinue={() => send({ type: 'continue' })}
          onBack={back}
        />
      );
    case 'scan':
      return (
        <SinglePoseScanScreen
          brand={brand}
          procedure={procedure}
          onCaptured={(photo, viewType) => send({ type: 'scan.captured', photo, viewType })}
          onUseUpload={offerUpload ? uploadInstead : undefined}
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
          leadForm={leadForm}
          leadPrefill={result?.leadPrefill}
          title={result?.title}
          onBack={back}
          onTryAnotherModel={
            result?.offerAnotherModel === false
              ? undefined
              : () => send({ type: 'simulation.tryAnotherModel' })
          }
          onDone={result?.onDone}
          onPendingChange={onPendingChange}
          onResultReady={result?.onResultReady}
        />
      ) : null;
  }
}
