export * from './areas.ts';
export * from './enums.ts';
export * from './i18n/index.ts';
export * from './procedures.ts';
export * from './routes.ts';
export * from './views.ts';
