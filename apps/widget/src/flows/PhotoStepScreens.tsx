import type { Procedure } from '@afterlook/domain';
import type { ReactNode } from 'react';
import type { LeadFormKind } from '../lead/LeadForms.tsx';
import type { LeadActor } from '../lead/use-lead.ts';
import { type PhotoSource, sampleModelSource } from '../photo/photo-source.ts';
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
}: PhotoStepScreensProps) {
  const { brand } = useClinic();
  const back = () => send({ type: 'back' });

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
          onUploadOwn={() => send({ type: 'model.useOwnPhoto' })}
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
          leadForm={leadForm}
          onBack={back}
          onTryAnotherModel={() => send({ type: 'simulation.tryAnotherModel' })}
          onPendingChange={onPendingChange}
        />
      ) : null;
  }
}
