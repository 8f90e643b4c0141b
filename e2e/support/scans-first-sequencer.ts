import { BaseSequencer, type TestSpecification } from 'vitest/node';

const isScanFile = (file: TestSpecification) => file.moduleId.includes('/e2e/scan/');

/**
 * Vitest starts the files it has no earlier timings for (a fresh clone's) largest first.
 * A camera scan takes about 20 s of the capture's own clock (SCAN_TIMING) however short its
 * file is, so the scan files would start last and finish alone while the other workers
 * idle (a 37 s tail on a fresh clone). Without timings, they start first; with them,
 * vitest's longest-first order stands.
 */
export class ScansFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    if (files.every((file) => this.ctx.cache.getTestSpecificationResult(file))) return sorted;
    // Only the e2e files move, among their own places in the order.
    const e2e = sorted.filter((file) => file.project.name === 'e2e');
    const reordered = [...e2e.filter(isScanFile), ...e2e.filter((file) => !isScanFile(file))];
    return sorted.map((file) => (file.project.name === 'e2e' ? (reordered.shift() ?? file) : file));
  }
}
