/** The moments finding 14's kill -9 test stops a server at. */
export type TestFaultPoint = 'lead-committed' | 'outbox-enqueued';

/**
 * Test fault-injection point: when AFTERLOOK_TEST_FAULT names this point, the process
 * kills itself here (SIGKILL: no shutdown hook runs, as in a crash), so a test can stop
 * it at an exact moment. Never set outside those tests: then this does nothing.
 */
export function testFaultPoint(point: TestFaultPoint): void {
  if (process.env.AFTERLOOK_TEST_FAULT === point) process.kill(process.pid, 'SIGKILL');
}
