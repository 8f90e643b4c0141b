import { FLOW_ROUTES } from '@afterlook/domain/routes';
import { EMBED_PARAMS, SHARE_CONTACT } from '../protocol.ts';

/** The flows by their variant name (docs/product/routes.md): `flow: 'tier1'` → /onboarding-tier1. */
export type FlowName = (typeof FLOW_ROUTES)[number]['variant'];

/**
 * What opens one widget: the flow and the flow's query parameters (docs/product/routes.md), each
 * optional. The clinic key comes from init unless given here.
 */
export interface WidgetOptions {
  readonly flow?: FlowName;
  readonly clinicKey?: string;
  readonly procedure?: string;
  /** Sent as a context-procedure message once the widget is ready (docs/product/state-machines.md#chat-flows). */
  readonly contextProcedure?: string;
  readonly lang?: 'en' | 'es';
  readonly ctaCopy?: string;
  readonly themeColor?: string;
  readonly fontFamily?: string;
  readonly configUrl?: string;
  readonly formVersion?: string;
  readonly referrer?: string;
  /** The capture integration flow's patient details (docs/product/scan-flow.md). */
  readonly name?: string;
  readonly email?: string;
  readonly phone?: string;
}

/** Option name → the widget's query parameter (docs/product/routes.md). */
const QUERY_OF = {
  clinicKey: 'clinicSdkKey',
  procedure: 'procedure',
  lang: 'lang',
  ctaCopy: 'ctaCopy',
  themeColor: 'themeColor',
  fontFamily: 'fontFamily',
  configUrl: 'configUrl',
  formVersion: 'formVersion',
  referrer: 'referrer',
  name: 'name',
  email: 'email',
  phone: 'phone',
} as const satisfies Partial<Record<keyof WidgetOptions, string>>;

export const DEFAULT_FLOW: FlowName = 'tier1';

/** The path of a flow, or null for a name that is not one. */
export const flowPath = (flow: string): string | null =>
  FLOW_ROUTES.find((route) => route.variant === flow)?.path ?? null;

/**
 * The widget's address for these options on the AfterLook server at `serverOrigin`,
 * telling it the host page's origin, the mode and what the host asked to receive.
 */
export function widgetUrl(
  serverOrigin: string,
  options: WidgetOptions,
  embed: {
    hostOrigin: string;
    mode: 'modal' | 'inline';
    shareContact: boolean;
    /** A warm frame, loaded ahead of the click: it waits for 'wake'. */
    standby?: boolean;
  },
): string {
  const url = new URL(flowPath(options.flow ?? DEFAULT_FLOW) ?? '/', serverOrigin);
  for (const [option, param] of Object.entries(QUERY_OF)) {
    const value = options[option as keyof typeof QUERY_OF];
    if (typeof value === 'string' && value !== '') url.searchParams.set(param, value);
  }
  url.searchParams.set(EMBED_PARAMS.hostOrigin, embed.hostOrigin);
  url.searchParams.set(EMBED_PARAMS.mode, embed.mode);
  if (embed.shareContact) url.searchParams.set(EMBED_PARAMS.share, SHARE_CONTACT);
  if (embed.standby) url.searchParams.set(EMBED_PARAMS.standby, '1');
  return url.href;
}
