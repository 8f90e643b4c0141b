import { readApiError, type StoredFormConfig } from '@afterlook/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../../api/staff-client.ts';
import { CopyButton } from '../../components/copy-button.tsx';
import { LoadError, Loading } from '../../components/status.tsx';
import { TextField } from '../../components/text-field.tsx';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import { checkFormConfig, NEW_FORM_CONFIG } from './form-config-check.ts';
import { FORM_CONFIGS_KEY } from './queries.ts';

/** The clinic's form configs, each edited as JSON and checked by the widget's own schema. */
export function FormConfigsSection({ canEdit }: { readonly canEdit: boolean }) {
  const { t } = useI18n();
  const texts = t.dashboardSettings;
  const headingId = useId();
  const configs = useQuery({ queryKey: FORM_CONFIGS_KEY, queryFn: () => api.listFormConfigs() });
  const [adding, setAdding] = useState(false);
  return (
    <section className="card settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{texts.sections.formConfigs}</h2>
      <p className="muted">{texts.formConfigs.intro}</p>
      {configs.isPending ? <Loading /> : null}
      {configs.isError ? (
        <LoadError error={configs.error} onRetry={() => configs.refetch()} />
      ) : null}
      {configs.data?.configs.length === 0 && !adding ? (
        <p className="muted small">{texts.formConfigs.none}</p>
      ) : null}
      {configs.data?.configs.map((config) => (
        <FormConfigEditor key={config.id} config={config} canEdit={canEdit} />
      ))}
      {adding ? (
        <FormConfigEditor config={null} canEdit={canEdit} onDone={() => setAdding(false)} />
      ) : null}
      {canEdit && !adding ? (
        <button type="button" className="button" onClick={() => setAdding(true)}>
          {texts.formConfigs.add}
        </button>
      ) : null}
    </section>
  );
}

function FormConfigEditor({
  config,
  canEdit,
  onDone,
}: {
  readonly config: StoredFormConfig | null;
  readonly canEdit: boolean;
  readonly onDone?: () => void;
}) {
  const { t } = useI18n();
  const texts = t.dashboardSettings.formConfigs;
  const queryClient = useQueryClient();
  const errorsId = useId();
  const [name, setName] = useState(config?.name ?? '');
  const [text, setText] = useState(
    config ? JSON.stringify(config.document, null, 2) : NEW_FORM_CONFIG,
  );
  const [checked, setChecked] = useState(false);
  const check = checkFormConfig(text);
  const refresh = () => queryClient.invalidateQueries({ queryKey: FORM_CONFIGS_KEY });
  const save = useMutation({
    mutationFn: (document: Record<string, unknown>) =>
      config
        ? api.updateFormConfig(config.id, { name, document })
        : api.createFormConfig({ name, document }),
    onSuccess: () => {
      setChecked(false);
      void refresh();
      onDone?.();
    },
  });
  const remove = useMutation({
    mutationFn: () => (config ? api.deleteFormConfig(config.id) : Promise.resolve(null)),
    onSuccess: () => {
      void refresh();
      onDone?.();
    },
  });

  const problems = checked && !check.ok ? check : null;
  const serverError = save.error ? readApiError(save.error) : null;
  return (
    <form
      className="form-config"
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (check.ok) save.mutate(check.document);
      }}
    >
      <TextField
        label={texts.name}
        value={name}
        onChange={setName}
        disabled={!canEdit}
        required
        maxLength={100}
      />
      {config ? (
        <div className="form-config-address">
          <span className="small muted">{texts.address}</span>
          <code>{config.url}</code>
          <CopyButton
            text={config.url}
            label={texts.copyAddress}
            copied={t.dashboardSettings.copied}
            className="button button-quiet"
          />
        </div>
      ) : null}
      <TextField
        label={texts.document}
        value={text}
        onChange={(value) => {
          setText(value);
          setChecked(true);
        }}
        rows={8}
        disabled={!canEdit}
        describedBy={errorsId}
        invalid={Boolean(problems || serverError)}
      />
      <div id={errorsId} aria-live="polite">
        {problems?.json ? (
          <p className="field-error">{fill(texts.invalidJson, { reason: problems.json })}</p>
        ) : null}
        {problems && problems.fields.length > 0 ? (
          <ul className="field-errors">
            {problems.fields.map((field) => (
              <li key={field.path} className="field-error">
                <code>{field.path || '{ }'}</code>: {field.message}
              </li>
            ))}
          </ul>
        ) : null}
        {serverError ? <p className="field-error">{serverError.message}</p> : null}
        {save.isSuccess ? <p className="notice-ok small">{texts.saved}</p> : null}
      </div>
      {canEdit ? (
        <div className="form-config-actions">
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {texts.save}
          </button>
          <button
            type="button"
            className="button button-quiet"
            disabled={remove.isPending}
            onClick={() => {
              if (!config) return onDone?.();
              if (window.confirm(texts.deleteConfirm)) remove.mutate();
            }}
          >
            {texts.delete}
          </button>
        </div>
      ) : null}
    </form>
  );
}
