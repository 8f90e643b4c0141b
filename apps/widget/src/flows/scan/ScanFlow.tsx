import { followUpContact, leadPrefillFromQuery, type Procedure } from '@afterlook/domain';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { sendScannedView } from '../../host/send-scanned-view.ts';
import { useCloseModal } from '../../host/use-close-modal.ts';
import { I18nProvider, useTranslation } from '../../i18n/i18n.ts';
import { useLeadActor } from '../../lead/use-lead.ts';
import { sampleModelSource } from '../../photo/photo-source.ts';
import type { AfterImage } from '../../result/run-simulation.ts';
import { requestOrientationPermission } from '../../scan/index.ts';
import { useClinic, useWidgetEnv } from '../../session/widget-env.tsx';
import { PhotoStepScreens } from '../PhotoStepScreens.tsx';
import { ProcedureQueryError } from '../scan-all-poses/ScanAllPosesFlow.tsx';
import { useScreenChangeFocus } from '../use-screen-change-focus.ts';
import { ComingSoonScreen } from './ComingSoonScreen.tsx';
import { PreviewScreen } from './PreviewScreen.tsx';
import { type ScanFlowEvent, type ScanFlowScreen, scanFlowMachine } from './scan-flow-machine.ts';

/**
 * /onboarding-scan (docs/product/scan-flow.md): 'No procedure selected' / 'Invalid procedure…' with
 * the integration guide link, else the machine's screens. The language dropdown's
 * choice wraps the flow in its own language.
 */
export function ScanFlow() {
  const { query } = useWidgetEnv();
  const procedure = query.procedure.value;
  if (!procedure) return <ProcedureQueryError missing={query.procedure.raw === null} />;
  return <CaptureFlow procedure={procedure} />;
}

function CaptureFlow({ procedure }: { procedure: Procedure }) {
  const { language: pageLanguage } = useTranslation();
  const { api, query } = useWidgetEnv();
  const closeModal = useCloseModal();
  const machine = useMemo(
    () =>
      scanFlowMachine.provide({
        actors: {
          firstSampleModel: fromPromise(async ({ input }) => {
            const [first] = (await api.getSampleModels(input.procedure)).models;
            return first ? sampleModelSource(first) : null;
          }),
        },
        actions: {
          recordVisualizationPromise: ({ context }) => {
            api
              .recordFollowUp({
                kind: 'visualization_email',
                procedure: context.requested,
                ...followUpContact(query),
              })
              .catch((error: unknown) => console.error('Recording the follow-up failed', error));
          },
        },
      }),
    [api, query],
  );
  const actor = useActorRef(machine, { input: { procedure, language: pageLanguage } });
  const language = useSelector(actor, (snapshot) => snapshot.context.language);

  useEffect(() => {
    const subscription = actor.on('closeModal', closeModal);
    return () => subscription.unsubscribe();
  }, [actor, closeModal]);

  return (
    <I18nProvider language={language}>
      <CaptureScreens actor={actor} />
    </I18nProvider>
  );
}

type ScanFlowActor = ReturnType<typeof useActorRef<typeof scanFlowMachine>>;

function CaptureScreens({ actor }: { actor: ScanFlowActor }) {
  const { t } = useTranslation();
  const { brand, analytics, host } = useClinic();
  const { query } = useWidgetEnv();
  // The integration already knows the patient: its name, email and phone start the lead form.
  const leadPrefill = useMemo(() => leadPrefillFromQuery(query), [query]);
  const screen = useSelector(actor, (snapshot) => snapshot.value as ScanFlowScreen);
  const procedure = useSelector(actor, (snapshot) => snapshot.context.procedure);
  const requested = useSelector(actor, (snapshot) => snapshot.context.requested);
  const image = useSelector(actor, (snapshot) => snapshot.context.image);
  const lead = useLeadActor();
  useScreenChangeFocus(screen);

  /** Every patient action; the first one is 'Form Started' (once per session). */
  const send = (event: ScanFlowEvent) => {
    analytics.formStarted();
    actor.send(event);
  };
  const done = () => send({ type: 'done' });
  const onPendingChange = useCallback(
    (pending: boolean) =>
      actor.send({ type: pending ? 'simulation.pending' : 'simulation.settled' }),
    [actor],
  );
  // docs/product/state-machines.md#simulation-flow: the host page gets the scanned view, its photo and the after image.
  const postScannedView = useCallback(
    (after: AfterImage) => {
      if (image?.kind !== 'photo' || !image.viewType) return;
      sendScannedView(host, {
        viewType: image.viewType,
        beforeImage: image.blob,
        afterUrl: after.url,
      });
    },
    [image, host],
  );

  switch (screen) {
    case 'preview':
      return (
        <PreviewScreen
          brand={brand}
          procedure={procedure}
          onLanguage={(chosen) => actor.send({ type: 'language.change', language: chosen })}
          onContinue={() => send({ type: 'continue' })}
        />
      );
    // The chosen procedure's first model loads (a moment): 'coming soon' stays, its choice made.
    case 'comingSoon':
    case 'firstModel':
      return (
        <ComingSoonScreen
          brand={brand}
          procedure={requested}
          onChoose={(chosen) => {
            if (chosen === 'BBL') void requestOrientationPermission();
            send({ type: 'procedure.choose', procedure: chosen });
          }}
          onClose={done}
        />
      );
    case 'instructions':
    case 'scan':
    case 'model':
    case 'result':
    case 'simulation':
      return (
        <PhotoStepScreens
          screen={
            screen === 'instructions'
              ? 'scanInstructions'
              : screen === 'result'
                ? 'simulation'
                : screen
          }
          procedure={procedure}
          image={image}
          photo={null}
          uploadType={image?.kind === 'photo' ? 'scan' : 'model'}
          lead={lead}
          leadForm="onboarding"
          send={send}
          onPendingChange={onPendingChange}
          offerUpload={false}
          result={{
            leadPrefill,
            onDone: done,
            ...(screen === 'result'
              ? {
                  title: t('scanScreens.capture.resultTitle'),
                  onResultReady: postScannedView,
                  offerAnotherModel: false,
                }
              : {}),
          }}
        />
      );
    default:
      return null;
  }
}
