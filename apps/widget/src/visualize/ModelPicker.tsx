import type { SampleModel } from '@afterlook/api';
import { type Procedure, procedureDisplayName } from '@afterlook/domain';
import { useTranslation } from '../i18n/i18n.ts';
import { Button } from '../ui/Button.tsx';
import { CheckIcon, UploadIcon } from '../ui/icons.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { useSampleModels } from './use-sample-models.ts';
import './model-picker.css';

interface ModelPickerProps {
  readonly procedure: Procedure;
  /** The model picked last (its tile gets the theme-colour border), if any. */
  readonly selectedId: string | null;
  readonly onPick: (model: SampleModel) => void;
  /** 'Upload your own'; omitted: no such tile. */
  readonly onUploadOwn?: () => void;
}

/**
 * The image picker grid (docs/product/shared-screens.md): the procedure's three sample models and an
 * 'Upload your own' tile. A selected model gets a theme-colour border.
 */
export function ModelPicker({ procedure, selectedId, onPick, onUploadOwn }: ModelPickerProps) {
  const { t, language } = useTranslation();
  const models = useSampleModels(procedure);
  const name = procedureDisplayName(procedure, language);

  const uploadTile = onUploadOwn ? (
    <li className="al-models__item">
      <button
        type="button"
        className="al-models__tile al-models__tile--upload"
        onClick={onUploadOwn}
      >
        <span
          className="al-icon-disc al-icon-disc--raised al-models__upload-icon"
          aria-hidden="true"
        >
          <UploadIcon width={26} height={26} />
        </span>
        <span className="al-models__upload-label">{t('model.uploadOwn')}</span>
        <span className="al-models__upload-hint">{t('model.uploadOwnHint')}</span>
      </button>
    </li>
  ) : null;

  if (models.isPending && models.fetchStatus !== 'idle') {
    return (
      <div className="al-models__state">
        <Spinner />
      </div>
    );
  }
  if (models.isError) {
    return (
      <div className="al-models__state" role="alert">
        <p>{t('model.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void models.refetch()}>
          {t('layout.retry')}
        </Button>
        {onUploadOwn ? (
          <ul className="al-plain-grid al-models al-models--single">{uploadTile}</ul>
        ) : null}
      </div>
    );
  }
  const list = models.data ?? [];
  return (
    <div className="al-models__wrap">
      {list.length === 0 ? <p className="al-models__note">{t('model.noneAvailable')}</p> : null}
      <ul className="al-plain-grid al-models" aria-label={t('model.gridLabel')}>
        {list.map((model, index) => {
          const selected = model.id === selectedId;
          return (
            <li className="al-models__item" key={model.id}>
              <button
                type="button"
                className={`al-models__tile${selected ? ' al-models__tile--selected' : ''}`}
                aria-pressed={selected}
                onClick={() => onPick(model)}
              >
                <img
                  className="al-models__image"
                  src={model.image_url}
                  alt={t('model.modelAlt', { n: index + 1, procedure: name })}
                  loading="eager"
                  decoding="async"
                />
                {selected ? (
                  <span className="al-icon-disc al-models__check" aria-hidden="true">
                    <CheckIcon width={16} height={16} />
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
        {uploadTile}
      </ul>
    </div>
  );
}
