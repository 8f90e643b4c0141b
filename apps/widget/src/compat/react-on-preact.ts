/**
 * What `react` resolves to in the widget's build and unit tests (vite.config.ts aliases
 * it): Preact's React compatibility layer. The widget's code and its libraries keep
 * importing 'react'; this file is the only place Preact shows.
 */
import './svg-tab-index.ts';

// @ts-expect-error preact/compat's types declare `export =` (a CommonJS shape), yet the
// module that the build and the tests load is an ES module with named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';
