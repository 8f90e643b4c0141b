/** Query keys of the clinic's set-up, shared by the settings, install, keys and webhooks pages. */
export const SETTINGS_KEY = ['admin', 'settings'] as const;
export const SDK_KEYS_KEY = ['admin', 'sdk-keys'] as const;
export const SAMPLE_MODELS_KEY = ['admin', 'sample-models'] as const;
export const FORM_CONFIGS_KEY = ['admin', 'form-configs'] as const;
