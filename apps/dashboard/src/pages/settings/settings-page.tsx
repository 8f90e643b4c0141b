import '../../components/admin-pages.css';
import { type ClinicSettings, readApiError } from '@afterlook/api';
import {
  PRACTICE_FACT_MAX_LENGTH,
  PRACTICE_FACTS,
  PROCEDURES,
  procedureDisplayName,
} from '@afterlook/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { api } from '../../api/staff-client.ts';
import { PageHeader } from '../../components/page-title.tsx';
import { LoadError, Loading } from '../../components/status.tsx';
import { TextField } from '../../components/text-field.tsx';
import { WidgetPreview } from '../../components/widget-preview.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { useMe } from '../../session/session.tsx';
import { CountryField } from './country-field.tsx';
import { EntryList } from './entry-list.tsx';
import { FormConfigsSection } from './form-configs-section.tsx';
import { LogoField } from './logo-field.tsx';
import { PhoneCountriesField } from './phone-countries-field.tsx';
import { SDK_KEYS_KEY, SETTINGS_KEY } from './queries.ts';
import { SampleModelsSection } from './sample-models-section.tsx';
import {
  colorInputValue,
  isDirty,
  isHexColor,
  previewTheme,
  type SettingsDraft,
  toDraft,
  toPatch,
} from './settings-draft.ts';
import { TimeZoneField } from './time-zone-field.tsx';

/**
 * The clinic's widget settings with a live preview: the real widget in a frame, restyled
 * as the theme colour and font are edited and reloaded after a save. Owners change;
 * anyone else reads.
 */
export default function SettingsPage() {
  const { t } = useI18n();
  const settings = useQuery({ queryKey: SETTINGS_KEY, queryFn: () => api.getSettings() });
  return (
    <>
      <PageHeader title={t.dashboardSettings.heading} />
      {settings.isPending ? <Loading /> : null}
      {settings.isError ? (
        <LoadError error={settings.error} onRetry={() => settings.refetch()} />
      ) : null}
      {settings.data ? <SettingsForm saved={settings.data} /> : null}
    </>
  );
}

function SettingsForm({ saved }: { readonly saved: ClinicSettings }) {
  const { t, language } = useI18n();
  const texts = t.dashboardSettings;
  const me = useMe();
  const canEdit = me.user.role === 'owner';
  const queryClient = useQueryClient();
  const keys = useQuery({ queryKey: SDK_KEYS_KEY, queryFn: () => api.listSdkKeys() });
  const [draft, setDraft] = useState<SettingsDraft>(() => toDraft(saved));
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [reloadKey, setReloadKey] = useState(0);
  const [savedNotice, setSavedNotice] = useState(false);
  const previewId = useId();

  const set = <K extends keyof SettingsDraft>(field: K, value: SettingsDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setSavedNotice(false);
  };

  const save = useMutation({
    mutationFn: () => api.updateSettings(toPatch(draft, saved)),
    onSuccess: (next) => {
      queryClient.setQueryData(SETTINGS_KEY, next);
      setDraft(toDraft(next));
      setErrors({});
      setSavedNotice(true);
      // The preview starts again from what is now stored.
      setReloadKey((key) => key + 1);
    },
    onError: (error) => setErrors(readApiError(error)?.fields ?? {}),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isHexColor(draft.theme_color)) {
      setErrors({ theme_color: texts.fields.theme_colorHint });
      return;
    }
    save.mutate();
  };

  const { theme_color: draftColor, font_family: draftFont } = draft;
  const savedColor = saved.theme_color;
  const theme = useMemo(
    () =>
      previewTheme(
        { theme_color: draftColor, font_family: draftFont },
        { theme_color: savedColor },
      ),
    [draftColor, draftFont, savedColor],
  );
  const dirty = isDirty(draft, saved);
  const sdkKey = keys.data?.keys[0]?.sdk_key ?? null;
  const error = (field: keyof ClinicSettings | 'chat_llm_api_key') => errors[field];
  const saveError = save.error ? readApiError(save.error) : null;
  const fields = texts.fields;
  const disabled = !canEdit;

  return (
    <>
      <p className="muted">{texts.intro}</p>
      {!canEdit ? (
        <p className="notice" role="note">
          {texts.readOnly}
        </p>
      ) : null}
      <div className="settings-layout">
        <form className="settings-form" onSubmit={onSubmit} noValidate>
          <section className="card settings-section" aria-labelledby="settings-brand">
            <h2 id="settings-brand">{texts.sections.brand}</h2>
            <TextField
              label={fields.name}
              value={draft.name}
              onChange={(value) => set('name', value)}
              error={error('name')}
              disabled={disabled}
              autoComplete="organization"
              maxLength={200}
            />
            <TextField
              label={fields.website_url}
              value={draft.website_url}
              onChange={(value) => set('website_url', value)}
              hint={fields.website_urlHint}
              error={error('website_url')}
              disabled={disabled}
              type="url"
              inputMode="url"
            />
            <LogoField
              settings={saved}
              disabled={disabled}
              onChanged={() => setReloadKey((key) => key + 1)}
            />
            <div className="color-row">
              <TextField
                label={fields.theme_color}
                value={draft.theme_color}
                onChange={(value) => set('theme_color', value)}
                hint={fields.theme_colorHint}
                error={error('theme_color')}
                disabled={disabled}
                name="theme_color"
                spellCheck={false}
                maxLength={9}
              />
              <input
                type="color"
                className="color-swatch"
                aria-label={fields.theme_colorPicker}
                value={colorInputValue(theme.themeColor) ?? '#000000'}
                disabled={disabled}
                onChange={(event) => set('theme_color', event.target.value.toUpperCase())}
              />
            </div>
            <TextField
              label={fields.font_family}
              value={draft.font_family}
              onChange={(value) => set('font_family', value)}
              hint={fields.font_familyHint}
              error={error('font_family')}
              disabled={disabled}
              maxLength={100}
            />
            <CountryField
              label={fields.country}
              hint={fields.countryHint}
              value={draft.country}
              onChange={(value) => set('country', value)}
              error={error('country')}
              disabled={disabled}
            />
            <TimeZoneField
              value={draft.time_zone}
              country={draft.country}
              onChange={(value) => set('time_zone', value)}
              error={error('time_zone')}
              disabled={disabled}
            />
            <PhoneCountriesField
              value={draft.phone_countries}
              onChange={(value) => set('phone_countries', value)}
              error={error('phone_countries')}
              disabled={disabled}
            />
          </section>

          <section className="card settings-section" aria-labelledby="settings-procedures">
            <h2 id="settings-procedures">{texts.sections.procedures}</h2>
            <fieldset
              className="checkbox-grid"
              aria-describedby="procedures-hint"
              aria-invalid={error('procedures') ? true : undefined}
            >
              <legend>{fields.procedures}</legend>
              <p id="procedures-hint" className="muted small">
                {fields.proceduresHint}
              </p>
              {PROCEDURES.map((procedure) => (
                <label key={procedure} className="checkbox">
                  <input
                    type="checkbox"
                    checked={draft.procedures.includes(procedure)}
                    disabled={disabled}
                    onChange={(event) =>
                      set(
                        'procedures',
                        event.target.checked
                          ? PROCEDURES.filter(
                              (p) => p === procedure || draft.procedures.includes(p),
                            )
                          : draft.procedures.filter((p) => p !== procedure),
                      )
                    }
                  />
                  <span>{procedureDisplayName(procedure, language)}</span>
                </label>
              ))}
            </fieldset>
            {error('procedures') ? <p className="field-error">{error('procedures')}</p> : null}
          </section>

          <section className="card settings-section" aria-labelledby="settings-links">
            <h2 id="settings-links">{texts.sections.links}</h2>
            <TextField
              label={fields.booking_url}
              value={draft.booking_url}
              onChange={(value) => set('booking_url', value)}
              hint={fields.booking_urlHint}
              error={error('booking_url')}
              disabled={disabled}
              type="url"
              inputMode="url"
            />
            <TextField
              label={fields.mixpanel_token}
              value={draft.mixpanel_token}
              onChange={(value) => set('mixpanel_token', value)}
              hint={fields.mixpanel_tokenHint}
              error={error('mixpanel_token')}
              disabled={disabled}
              spellCheck={false}
              maxLength={32}
            />
          </section>

          <section className="card settings-section" aria-labelledby="settings-origins">
            <h2 id="settings-origins">{texts.sections.origins}</h2>
            <TextField
              label={fields.allowed_origins}
              value={draft.allowed_origins}
              onChange={(value) => set('allowed_origins', value)}
              hint={fields.allowed_originsHint}
              error={error('allowed_origins')}
              disabled={disabled}
              rows={3}
            />
          </section>

          <section className="card settings-section" aria-labelledby="settings-chat">
            <h2 id="settings-chat">{texts.sections.chat}</h2>
            <TextField
              label={fields.chat_persona_name}
              value={draft.chat_persona_name}
              onChange={(value) => set('chat_persona_name', value)}
              hint={fields.chat_persona_nameHint}
              error={error('chat_persona_name')}
              disabled={disabled}
              maxLength={60}
            />
            <EntryList
              legend={fields.chat_faq}
              entries={draft.chat_faq}
              onChange={(entries) => set('chat_faq', entries)}
              fields={[
                { key: 'question', label: texts.faq.question },
                { key: 'answer', label: texts.faq.answer },
              ]}
              blank={{ question: '', answer: '', lang: '' }}
              addLabel={texts.faq.add}
              removeLabel={texts.faq.remove}
              emptyLabel={texts.faq.empty}
              error={error('chat_faq')}
              disabled={disabled}
            />
            <EntryList
              legend={fields.chat_services}
              entries={draft.chat_services}
              onChange={(entries) => set('chat_services', entries)}
              fields={[
                { key: 'name', label: texts.services.name },
                { key: 'description', label: texts.services.description },
              ]}
              blank={{ name: '', description: '', lang: '' }}
              addLabel={texts.services.add}
              removeLabel={texts.services.remove}
              emptyLabel={texts.services.empty}
              error={error('chat_services')}
              disabled={disabled}
            />
            <TextField
              label={fields.chat_llm_url}
              value={draft.chat_llm_url}
              onChange={(value) => set('chat_llm_url', value)}
              hint={fields.chat_llm_urlHint}
              error={error('chat_llm_url')}
              disabled={disabled}
              type="url"
              inputMode="url"
            />
            <TextField
              label={fields.chat_llm_model}
              value={draft.chat_llm_model}
              onChange={(value) => set('chat_llm_model', value)}
              error={error('chat_llm_model')}
              disabled={disabled}
              maxLength={200}
            />
            <TextField
              label={fields.chat_llm_api_key}
              value={draft.chat_llm_api_key}
              onChange={(value) => set('chat_llm_api_key', value)}
              hint={
                saved.chat_llm_key_set
                  ? `${fields.chat_llm_keySet} ${fields.chat_llm_keyReplace} ${fields.chat_llm_api_keyHint}`
                  : fields.chat_llm_api_keyHint
              }
              error={error('chat_llm_api_key')}
              disabled={disabled || draft.remove_llm_key}
              type="password"
              autoComplete="off"
              maxLength={500}
            />
            {saved.chat_llm_key_set ? (
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={draft.remove_llm_key}
                  disabled={disabled}
                  onChange={(event) => set('remove_llm_key', event.target.checked)}
                />
                <span>{fields.chat_llm_keyRemove}</span>
              </label>
            ) : null}
          </section>

          <section className="card settings-section" aria-labelledby="settings-practice">
            <h2 id="settings-practice">{t.practiceFacts.section}</h2>
            <p className="muted">{t.practiceFacts.sectionHint}</p>
            {PRACTICE_FACTS.map((fact) => (
              <TextField
                key={fact}
                label={t.practiceFacts.label[fact]}
                value={draft.practice_facts[fact]}
                onChange={(value) =>
                  set('practice_facts', { ...draft.practice_facts, [fact]: value })
                }
                error={error('practice_facts')}
                disabled={disabled}
                rows={2}
                maxLength={PRACTICE_FACT_MAX_LENGTH}
              />
            ))}
          </section>

          <section className="card settings-section" aria-labelledby="settings-retention">
            <h2 id="settings-retention">{texts.sections.retention}</h2>
            <div className="two-columns">
              <TextField
                label={fields.image_retention_days}
                value={draft.image_retention_days}
                onChange={(value) => set('image_retention_days', value)}
                error={error('image_retention_days')}
                disabled={disabled}
                inputMode="numeric"
              />
              <TextField
                label={fields.lead_retention_days}
                value={draft.lead_retention_days}
                onChange={(value) => set('lead_retention_days', value)}
                error={error('lead_retention_days')}
                disabled={disabled}
                inputMode="numeric"
              />
            </div>
          </section>

          <section className="card settings-section" aria-labelledby="settings-returning">
            <h2 id="settings-returning">{texts.sections.returningPatients}</h2>
            <TextField
              label={fields.returning_patient_window_days}
              hint={fields.returning_patient_window_daysHint}
              value={draft.returning_patient_window_days}
              onChange={(value) => set('returning_patient_window_days', value)}
              error={error('returning_patient_window_days')}
              disabled={disabled}
              inputMode="numeric"
            />
          </section>

          {canEdit && (dirty || savedNotice || save.isError || save.isPending) ? (
            <div className="save-bar">
              <div className="save-status">
                {save.isError ? (
                  <p className="field-error" role="alert">
                    {Object.keys(errors).length > 0 ? texts.checkFields : texts.saveFailed}
                    {saveError && Object.keys(errors).length === 0 && saveError.status < 500
                      ? ` ${saveError.message}`
                      : ''}
                  </p>
                ) : null}
                <p role="status" className="small">
                  {savedNotice ? texts.saved : dirty ? texts.unsaved : ''}
                </p>
              </div>
              <button
                type="button"
                className="button button-quiet"
                disabled={!dirty || save.isPending}
                onClick={() => {
                  setDraft(toDraft(saved));
                  setErrors({});
                }}
              >
                {texts.discard}
              </button>
              <button
                type="submit"
                className="button button-primary"
                disabled={!dirty || save.isPending}
              >
                {save.isPending ? texts.saving : texts.save}
              </button>
            </div>
          ) : null}
        </form>

        <aside className="settings-preview" aria-labelledby={previewId}>
          <h2 id={previewId}>{texts.preview.heading}</h2>
          {sdkKey ? (
            <WidgetPreview
              sdkKey={sdkKey}
              language={language}
              title={texts.preview.label}
              theme={theme}
              reloadKey={reloadKey}
            />
          ) : keys.isPending ? (
            <Loading />
          ) : (
            <p className="muted small">{texts.preview.noKey}</p>
          )}
          <p className="muted small">{texts.preview.note}</p>
        </aside>
      </div>
      <SampleModelsSection procedures={saved.procedures} canEdit={canEdit} />
      <FormConfigsSection canEdit={canEdit} />
    </>
  );
}
