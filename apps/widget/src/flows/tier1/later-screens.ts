/**
 * Tier-1 screens after the first two (model, method, upload, scan steps, result): one
 * chunk, loaded after the area screen shows, so the first screen carries none of it.
 */

export { PhotoStepScreens } from '../PhotoStepScreens.tsx';
