import { type ClinicSampleModel, readApiError } from '@afterlook/api';
import {
  AI_SUPPORTED_PROCEDURES,
  type AiSupportedProcedure,
  CLINIC_SAMPLE_MODEL_RULES,
  type Procedure,
  procedureDisplayName,
} from '@afterlook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { api } from '../../api/staff-client.ts';
import { LoadError, Loading } from '../../components/status.tsx';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { SAMPLE_MODELS_KEY } from './queries.ts';

/**
 * The clinic's own sample models, per AI procedure it offers: the photos kept, a delete
 * each, and an upload while there is room (the server checks each photo like a
 * patient's and says why one is refused).
 */
export function SampleModelsSection({
  procedures,
  canEdit,
}: {
  readonly procedures: readonly Procedure[];
  readonly canEdit: boolean;
}) {
  const { t } = useI18n();
  const texts = t.dashboardSettings;
  const headingId = useId();
  const models = useQuery({
    queryKey: SAMPLE_MODELS_KEY,
    queryFn: () => api.listClinicSampleModels(),
  });
  const offered = AI_SUPPORTED_PROCEDURES.filter((procedure) => procedures.includes(procedure));

  return (
    <section className="card settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.sections.sampleModels}</h2>
      <p className="muted">
        {fill(texts.sampleModels.intro, { max: CLINIC_SAMPLE_MODEL_RULES.maxPerProcedure })}
      </p>
      {models.isPending ? <Loading /> : null}
      {models.isError ? <LoadError error={models.error} onRetry={() => models.refetch()} /> : null}
      {models.data
        ? offered.map((procedure) => (
            <ProcedureModels
              key={procedure}
              procedure={procedure}
              models={models.data.models.filter((model) => model.procedure === procedure)}
              canEdit={canEdit}
            />
          ))
        : null}
    </section>
  );
}

function ProcedureModels({
  procedure,
  models,
  canEdit,
}: {
  readonly procedure: AiSupportedProcedure;
  readonly models: readonly ClinicSampleModel[];
  readonly canEdit: boolean;
}) {
  const { t, language } = useI18n();
  const texts = t.dashboardSettings.sampleModels;
  const queryClient = useQueryClient();
  const inputId = useId();
  const name = procedureDisplayName(procedure, language);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SAMPLE_MODELS_KEY });
  const upload = useMutation({
    mutationFn: (file: File) => api.uploadClinicSampleModel(procedure, file),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.deleteClinicSampleModel(id),
    onSettled: refresh,
  });
  const full = models.length >= CLINIC_SAMPLE_MODEL_RULES.maxPerProcedure;
  const failure = upload.error ?? remove.error;
  return (
    <div className="sample-models">
      <h3>{name}</h3>
      {models.length === 0 ? <p className="muted small">{texts.none}</p> : null}
      <ul className="sample-model-list">
        {models.map((model) => (
          <li key={model.id}>
            <img
              src={model.image_url}
              alt={fill(texts.alt, { procedure: name })}
              width={96}
              height={Math.round((96 * model.height) / Math.max(1, model.width))}
            />
            {canEdit ? (
              <button
                type="button"
                className="button button-quiet small"
                disabled={remove.isPending}
                onClick={() => {
                  if (window.confirm(texts.deleteConfirm)) remove.mutate(model.id);
                }}
              >
                {texts.delete}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit && !full ? (
        <div>
          <input
            id={inputId}
            className="visually-hidden file-input"
            type="file"
            accept="image/png,image/jpeg"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload.mutate(file);
              event.target.value = '';
            }}
          />
          <label htmlFor={inputId} className="button" data-disabled={upload.isPending}>
            {upload.isPending ? texts.uploading : fill(texts.upload, { procedure: name })}
          </label>
        </div>
      ) : null}
      {canEdit && full ? (
        <p className="muted small">
          {fill(texts.full, { max: CLINIC_SAMPLE_MODEL_RULES.maxPerProcedure })}
        </p>
      ) : null}
      {failure ? (
        <p className="field-error" role="alert">
          {fill(texts.failed, {
            reason: readApiError(failure)?.message ?? t.dashboard.loadFailed,
          })}
        </p>
      ) : null}
    </div>
  );
}
