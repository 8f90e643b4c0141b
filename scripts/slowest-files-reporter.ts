import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints the suite's ten slowest test files at the end of `npm test`, each with all it
 * cost its worker: the environment, the import, and its tests with their hooks (an e2e
 * file's beforeAll starts a server and a clinic; the JSON report's file times leave
 * hooks out).
 */
export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const files = testModules.map((module) => {
      const cost = module.diagnostic();
      const ms =
        cost.environmentSetupDuration +
        cost.prepareDuration +
        cost.setupDuration +
        cost.collectDuration +
        cost.duration;
      return { name: relative(process.cwd(), module.moduleId), ms };
    });
    files.sort((a, b) => b.ms - a.ms);
    console.log('› the ten slowest files (import, hooks and tests)');
    for (const file of files.slice(0, 10)) {
      console.log(`  ${(file.ms / 1000).toFixed(1).padStart(6)} s  ${file.name}`);
    }
  }
}
