/** The provider behind the widget: named in the 'Powered by' link and opened by the logo. */
export const PROVIDER = {
  name: 'AfterLook',
  url: import.meta.env.VITE_PROVIDER_URL ?? 'https://afterlook.example',
} as const;
