import { type Procedure, viewForProcedure } from '@afterlook/domain';
import { useActorRef, useSelector } from '@xstate/react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { faceCheckMachine } from '../face-check/face-check-machine.ts';
import { faceCheckApplies } from '../face-check/face-verdict.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { preparePhoto } from '../photo/prepare-photo.ts';
import { useObjectUrl } from '../photo/use-object-url.ts';
import { useRecordConsent } from '../session/consent.ts';
import { useWidgetEnv } from '../session/widget-env.tsx';
import { Button } from '../ui/Button.tsx';
import { ConsentLine } from '../ui/ConsentLine.tsx';
import { type ClinicBrand, Header } from '../ui/Header.tsx';
import { AlertIcon, CheckIcon, TrashIcon, UploadIcon } from '../ui/icons.tsx';
import { ScreenFrame } from '../ui/ScreenFrame.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { PoseOutline, poseFamily } from './PoseOutline.tsx';
import { useSampleModels } from './use-sample-models.ts';
import './upload-screen.css';

interface UploadScreenProps {
  readonly brand: ClinicBrand;
  readonly procedure: Procedure;
  /** The prepared photo (PNG), or null. */
  readonly photo: Blob | null;
  readonly onPhoto: (photo: Blob | null) => void;
  readonly onSubmit: () => void;
  readonly onBack: () => void;
}

const ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

/**
 * 'Upload a photo' (docs/product/onboarding-flow.md step 7, §2.8, §2.9 pose upload button): the pose
 * guide, 'Upload Photo' → 'Completed!' with a trash icon to remove it, up to three
 * good-photo examples (the procedure's sample models), the checklist, and 'Upload
 * photos', disabled until a photo exists. A file that is not PNG/JPEG/JPG or cannot
 * become an image says so (docs/product/validation.md); the photo is converted in the browser. A
 * face procedure's photo passes the face check first (faceCheckMachine: 'No face found…',
 * '…face the camera'); its detector starts loading as the screen opens. The consent line
 * sits above 'Upload photos': nothing leaves the browser before it.
 */
export function UploadScreen({
  brand,
  procedure,
  photo,
  onPhoto,
  onSubmit,
  onBack,
}: UploadScreenProps) {
  const { t, language } = useTranslation();
  const { browser } = useWidgetEnv();
  const [error, setError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const preview = useObjectUrl(photo);
  const view = viewForProcedure(procedure);
  const examples = useSampleModels(procedure).data ?? [];
  const recordConsent = useRecordConsent();
  const faceCheck = useActorRef(faceCheckMachine, { input: { view } });
  const checking = useSelector(faceCheck, (snapshot) => snapshot.matches('checking'));
  const faceIssue = useSelector(faceCheck, (snapshot) => snapshot.context.issue);
  const handOn = useRef(onPhoto);
  handOn.current = onPhoto;

  useEffect(() => {
    const accepted = faceCheck.on('accepted', ({ photo: checked }) => handOn.current(checked));
    return () => accepted.unsubscribe();
  }, [faceCheck]);

  // The detector (runtime and model, on our own server) downloads while the patient
  // picks a photo; only face procedures load it.
  useEffect(() => {
    if (!faceCheckApplies(view)) return;
    void import('../face-check/prepare-face-detector.ts').then((detector) =>
      detector.prepareFaceDetector(),
    );
  }, [view]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setError(null);
    setPreparing(true);
    const prepared = await preparePhoto(file, language, browser.imageCodec);
    setPreparing(false);
    if (prepared.ok) faceCheck.send({ type: 'photo.chosen', photo: prepared.value });
    else setError(prepared.error);
  };

  const remove = () => {
    faceCheck.send({ type: 'photo.removed' });
    onPhoto(null);
    setError(null);
    inputRef.current?.focus();
  };
  const busy = preparing || checking;
  const shownError =
    error ??
    (faceIssue === 'no_face'
      ? t('upload.faceNotFound')
      : faceIssue === 'face_turned'
        ? t('upload.faceTurned')
        : null);

  return (
    <ScreenFrame
      header={
        <Header
          clinic={brand}
          title={t('upload.title')}
          subtitle={t('upload.subtitle')}
          onBack={onBack}
        />
      }
      actions={
        <ConsentLine>
          <Button
            block
            disabled={photo === null}
            onClick={() => {
              recordConsent();
              onSubmit();
            }}
          >
            {t('upload.submit')}
          </Button>
        </ConsentLine>
      }
    >
      <div className="al-upload">
        {photo && preview ? (
          <div className="al-upload__done">
            <img className="al-upload__preview" src={preview} alt={t('upload.yourPhoto')} />
            <div className="al-upload__done-bar">
              <span className="al-upload__completed" role="status">
                <CheckIcon width={18} height={18} />
                {t('upload.completed')}
              </span>
              <button
                type="button"
                className="al-icon-button al-upload__remove"
                onClick={remove}
                aria-label={t('upload.removePhoto')}
              >
                <TrashIcon width={20} height={20} />
              </button>
            </div>
          </div>
        ) : (
          <div className="al-upload__pick">
            <input
              ref={inputRef}
              id={inputId}
              className="al-upload__input"
              type="file"
              accept={ACCEPT}
              disabled={busy}
              aria-describedby={shownError ? `${inputId}-error` : undefined}
              onChange={(event) => void onFile(event)}
            />
            <label htmlFor={inputId} className="al-upload__target">
              <PoseOutline view={view} className="al-upload__pose" />
              <span className="al-visually-hidden">
                {t('upload.poseGuideAlt', { pose: t(`upload.poses.${poseFamily(view)}`) })}
              </span>
              <span className="al-upload__button">
                {busy ? (
                  <Spinner size="small" announce={false} />
                ) : (
                  <UploadIcon width={18} height={18} />
                )}
                {preparing
                  ? t('upload.preparing')
                  : checking
                    ? t('upload.faceChecking')
                    : t('upload.uploadPhoto')}
              </span>
              <span className="al-upload__types">{t('upload.fileTypes')}</span>
            </label>
          </div>
        )}
        {shownError ? (
          <p className="al-upload__error" id={`${inputId}-error`} role="alert">
            <AlertIcon width={18} height={18} />
            <span>{shownError}</span>
          </p>
        ) : null}

        <div className="al-upload__guides">
          {examples.length > 0 ? (
            <section className="al-upload__section" aria-labelledby={`${inputId}-examples`}>
              <h2 className="al-upload__heading" id={`${inputId}-examples`}>
                {t('upload.examplesTitle')}
              </h2>
              <ul className="al-plain-grid al-upload__examples">
                {examples.map((model, index) => (
                  <li key={model.id}>
                    <img
                      src={model.image_url}
                      alt={t('upload.exampleAlt', { n: index + 1 })}
                      loading="lazy"
                      decoding="async"
                    />
                    <span className="al-upload__example-ok" aria-hidden="true">
                      <CheckIcon width={14} height={14} />
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className="al-upload__section" aria-labelledby={`${inputId}-checklist`}>
            <h2 className="al-upload__heading" id={`${inputId}-checklist`}>
              {t('upload.checklistTitle')}
            </h2>
            <ul className="al-plain-list al-upload__checklist">
              {(['waistHigh', 'garments', 'lighting'] as const).map((item) => (
                <li key={item}>
                  <span className="al-upload__tick" aria-hidden="true">
                    <CheckIcon width={14} height={14} />
                  </span>
                  {t(`upload.checklist.${item}`)}
                </li>
              ))}
            </ul>
          </section>
        </div>
        <p className="al-upload__privacy">{t('upload.privacy')}</p>
      </div>
    </ScreenFrame>
  );
}
