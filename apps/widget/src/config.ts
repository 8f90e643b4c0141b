/** The <meta> the server fills with its PUBLIC_URL (apps/server widget hosting). */
export const PUBLIC_URL_META = 'afterlook-public-url';

/**
 * The provider behind the widget: named in the 'Powered by' link and opened by the
 * logo. Its address is the server's PUBLIC_URL, written into the page by the server;
 * without one, the front door of the server the widget came from.
 */
export const PROVIDER = {
  name: 'AfterLook',
  get url(): string {
    const configured = document
      .querySelector<HTMLMetaElement>(`meta[name="${PUBLIC_URL_META}"]`)
      ?.content.trim();
    return new URL(configured || '/', window.location.origin).href;
  },
} as const;
