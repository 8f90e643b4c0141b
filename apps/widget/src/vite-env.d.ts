/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The provider's public site (the 'Powered by' link and the logo's second tab). */
  readonly VITE_PROVIDER_URL?: string;
}
