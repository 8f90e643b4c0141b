import { type ClinicSettings, readApiError } from '@afterlook/api';
import { CLINIC_LOGO_RULES } from '@afterlook/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { api } from '../../api/staff-client.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { logoFileProblem, logoHint, logoTooLarge } from './logo-file.ts';
import { SETTINGS_KEY } from './queries.ts';

/** The logo: shown as the widget shows it; owners upload a new one or remove it at once. */
export function LogoField({
  settings,
  disabled,
  onChanged,
}: {
  readonly settings: ClinicSettings;
  readonly disabled: boolean;
  readonly onChanged: () => void;
}) {
  const { t, language } = useI18n();
  const texts = t.dashboardSettings.fields;
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const done = (next: ClinicSettings) => {
    queryClient.setQueryData(SETTINGS_KEY, next);
    onChanged();
  };
  const upload = useMutation({ mutationFn: (file: File) => api.uploadLogo(file), onSuccess: done });
  const remove = useMutation({
    mutationFn: () => api.updateSettings({ logo_url: null }),
    onSuccess: done,
  });
  // A file over the server's limit is refused here, before it is sent.
  const [refused, setRefused] = useState<string | null>(null);
  const failure = upload.error ?? remove.error;
  const failed = readApiError(failure);
  const message =
    refused ??
    (failed?.error === 'logo_too_large' && upload.variables
      ? logoTooLarge(upload.variables.size, texts, language)
      : failure
        ? (failed?.message ?? t.dashboard.loadFailed)
        : null);
  return (
    <div className="field logo-field">
      <span>{texts.logo}</span>
      <div className="logo-row">
        {settings.logo_url ? (
          <img className="logo-image" src={settings.logo_url} alt={texts.logoAlt} />
        ) : (
          <p className="muted small">{texts.logoNone}</p>
        )}
        <div className="logo-actions">
          <input
            id={inputId}
            className="visually-hidden file-input"
            type="file"
            accept={CLINIC_LOGO_RULES.contentTypes.join(',')}
            disabled={disabled || upload.isPending}
            aria-describedby={hintId}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) {
                const problem = logoFileProblem(file, texts, language);
                setRefused(problem);
                upload.reset();
                if (!problem) upload.mutate(file);
              }
              event.target.value = '';
            }}
          />
          <label htmlFor={inputId} className="button" data-disabled={disabled || upload.isPending}>
            {upload.isPending ? texts.logoUploading : texts.logoUpload}
          </label>
          {settings.logo_url ? (
            <button
              type="button"
              className="button button-quiet"
              disabled={disabled || remove.isPending}
              onClick={() => {
                setRefused(null);
                remove.mutate();
              }}
            >
              {texts.logoRemove}
            </button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="muted small field-hint">
        {logoHint(texts, language)}
      </p>
      <FormAlert message={message} />
    </div>
  );
}
