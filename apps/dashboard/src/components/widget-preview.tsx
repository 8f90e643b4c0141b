import type { Language } from '@afterlook/domain';
import {
  EMBED_PARAMS,
  HOST_MESSAGE_SOURCE,
  type HostToWidgetMessage,
  PROTOCOL_VERSION,
  WIDGET_MESSAGE_SOURCE,
} from '@afterlook/embed/protocol';
import { useEffect, useMemo, useRef } from 'react';

export interface PreviewTheme {
  readonly themeColor: string;
  readonly fontFamily: string | null;
}

/** The widget page the preview frames: the tier-1 flow with the clinic's key. */
export function widgetPreviewUrl(
  sdkKey: string,
  language: Language,
  theme?: PreviewTheme,
  origin: string = window.location.origin,
): string {
  const url = new URL('/onboarding-tier1', origin);
  url.searchParams.set('clinicSdkKey', sdkKey);
  url.searchParams.set('lang', language);
  // Our own previews stay out of the clinic's funnel (the widget counts nothing).
  url.searchParams.set(EMBED_PARAMS.preview, '1');
  if (theme) {
    url.searchParams.set('themeColor', theme.themeColor);
    if (theme.fontFamily) url.searchParams.set('fontFamily', theme.fontFamily);
  }
  return url.pathname + url.search;
}

/**
 * The real widget in a frame on our own origin. With a theme, the draft colour and font
 * reach it as they are edited ('preview-theme', posted to our own origin only, and again
 * when the widget says 'ready'); the address carries the theme it opened with, so a
 * reload (reloadKey) starts from the current draft.
 */
export function WidgetPreview({
  sdkKey,
  language,
  title,
  theme,
  reloadKey = 0,
}: {
  readonly sdkKey: string;
  readonly language: Language;
  readonly title: string;
  readonly theme?: PreviewTheme;
  readonly reloadKey?: number;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(theme);
  latest.current = theme;

  // The address changes only with the key, the language or a reload, never per keystroke.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey reloads on purpose
  const src = useMemo(
    () => widgetPreviewUrl(sdkKey, language, latest.current),
    [sdkKey, language, reloadKey],
  );

  const post = (value: PreviewTheme | undefined) => {
    const target = frame.current?.contentWindow;
    if (!value || !target) return;
    const message: HostToWidgetMessage = {
      source: HOST_MESSAGE_SOURCE,
      version: PROTOCOL_VERSION,
      type: 'preview-theme',
      payload: { themeColor: value.themeColor, fontFamily: value.fontFamily },
    };
    target.postMessage(message, window.location.origin);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: post reads the frame's ref
  useEffect(() => post(theme), [theme?.themeColor, theme?.fontFamily]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: post reads the latest theme
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (event.source !== frame.current?.contentWindow) return;
      const data = event.data as { source?: unknown; type?: unknown } | null;
      if (data?.source === WIDGET_MESSAGE_SOURCE && data.type === 'ready') post(latest.current);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return <iframe ref={frame} className="widget-preview" src={src} title={title} />;
}
