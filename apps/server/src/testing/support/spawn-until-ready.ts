import { type ChildProcess, spawn } from 'node:child_process';
import { SERVER_SRC } from './run-node.ts';

export interface SpawnedProcess {
  readonly child: ChildProcess;
  /** What matched `ready` in its output. */
  readonly ready: RegExpExecArray;
  output(): string;
  /** SIGKILL: no shutdown hooks, as in a crash. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Runs a script of the server as users do (with Node's own `nodeArgs`, as an npm script
 * gives them) and waits for `ready` in its output.
 */
export function spawnUntilReady(
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  nodeArgs: readonly string[] = [],
): Promise<SpawnedProcess> {
  const child = spawn(process.execPath, [...nodeArgs, SERVER_SRC + script], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (!match) return;
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      const keep = (more: Buffer) => {
        output += more.toString();
      };
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      resolve({
        child,
        ready: match,
        output: () => output,
        async kill() {
          child.kill('SIGKILL');
          await exited;
        },
        async stop() {
          child.kill('SIGTERM');
          return exited;
        },
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${script} exited (${code}): ${output}`)));
  });
}
