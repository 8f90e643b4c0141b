/**
 * Tier-1 screens after the first two (model, method, upload, scan steps, result): one
 * chunk, loaded after the area screen shows, so the first screen carries none of it.
 */

export { ScanInstructionsScreen, ScanScreen } from '../../scan/index.ts';
export { MethodScreen } from '../../visualize/MethodScreen.tsx';
export { SimulationScreen } from '../../visualize/SimulationScreen.tsx';
export { UploadScreen } from '../../visualize/UploadScreen.tsx';
export { ModelScreen } from './ModelScreen.tsx';
