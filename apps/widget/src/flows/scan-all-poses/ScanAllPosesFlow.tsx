import type { Procedure } from '@afterlook/domain';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { useCloseModal } from '../../host/use-close-modal.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import type { CapturedView } from '../../scan/capture-machine.ts';
import { ScanInstructionsScreen, ScanScreen, scanPoses } from '../../scan/index.ts';
import { useClinic, useWidgetEnv } from '../../session/widget-env.tsx';
import { ErrorCard } from '../../ui/ErrorCard.tsx';
import { CheckIcon } from '../../ui/icons.tsx';
import { useScreenChangeFocus } from '../use-screen-change-focus.ts';
import { type ScanAllPosesScreen, scanAllPosesMachine } from './scan-all-poses-machine.ts';

/** The integration guide's list of procedures, served by the same server as the widget. */
export const INTEGRATION_GUIDE_PATH = '/docs/embed#procedures';

/**
 * 'Invalid procedure…' with the guide link, or for a missing procedure 'No procedure
 * selected' (the capture flow) or 'Please pass in a procedure in the url.' (all poses).
 */
export function ProcedureQueryError({
  missing,
  missingText = 'errors.noProcedureSelected',
}: {
  missing: boolean;
  missingText?: 'errors.noProcedureSelected' | 'errors.procedureMissingInUrl';
}) {
  const { t } = useTranslation();
  return (
    <ErrorCard
      message={t(missing ? missingText : 'errors.invalidProcedure')}
      action={
        missing ? undefined : (
          <a href={INTEGRATION_GUIDE_PATH} target="_blank" rel="noopener noreferrer">
            {t('scanScreens.capture.guideLink')}
          </a>
        )
      }
    />
  );
}

/**
 * /onboarding-scan-all-poses (docs/product/scan-flow.md#all-poses-scan): instructions, then the scan of every pose
 * the procedure needs in scan-all mode; at the end the host is told to close the modal
 * and then gets the list {viewType, beforeImage, afterImage: null}.
 */
export function ScanAllPosesFlow() {
  const { query } = useWidgetEnv();
  const procedure = query.procedure.value;
  if (!procedure) {
    return (
      <ProcedureQueryError
        missing={query.procedure.raw === null}
        missingText="errors.procedureMissingInUrl"
      />
    );
  }
  return <ScanAllPoses procedure={procedure} />;
}

function ScanAllPoses({ procedure }: { procedure: Procedure }) {
  const { t } = useTranslation();
  const { brand, host, analytics } = useClinic();
  const closeModal = useCloseModal();
  const actor = useActorRef(scanAllPosesMachine, {
    input: { poses: scanPoses(procedure, 'all-poses') },
  });
  const screen = useSelector(actor, (snapshot) => snapshot.value as ScanAllPosesScreen);
  const poses = useSelector(actor, (snapshot) => snapshot.context.poses);
  useScreenChangeFocus(screen);

  useEffect(() => {
    const subscription = actor.on('finished', ({ captures }) => {
      closeModal();
      host.post('scanned-views', {
        views: captures.map(({ viewType, image }) => ({
          viewType,
          beforeImage: image,
          afterImage: null,
        })),
      });
    });
    return () => subscription.unsubscribe();
  }, [actor, host, closeModal]);

  const onComplete = useCallback(
    (captures: readonly CapturedView[]) => actor.send({ type: 'scan.completed', captures }),
    [actor],
  );

  switch (screen) {
    case 'instructions':
      return (
        <ScanInstructionsScreen
          brand={brand}
          onContinue={() => {
            analytics.formStarted();
            actor.send({ type: 'continue' });
          }}
        />
      );
    case 'scan':
      return (
        <ScanScreen
          brand={brand}
          poses={poses}
          onComplete={onComplete}
          onBack={() => actor.send({ type: 'back' })}
        />
      );
    default:
      return (
        <ErrorCard
          role="status"
          icon={<CheckIcon width={28} height={28} />}
          message={t('scan.prompts.done')}
        />
      );
  }
}
