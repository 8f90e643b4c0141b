export { isAllowedOrigin, normalizeOriginPattern } from './allowed-origins.ts';
export type { EmbedEventName, EmbedEvents, ListenerOptions } from './events.ts';
export type { EmbedCommands, InlineOptions } from './loader/create-embed.ts';
export type { ButtonOptions } from './loader/floating-button.ts';
export type { FlowName, WidgetOptions } from './loader/widget-url.ts';
export * from './protocol.ts';
export { SNIPPET_STUB, snippetFor } from './snippet.ts';
