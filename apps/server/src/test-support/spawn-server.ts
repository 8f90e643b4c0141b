import { type ChildProcess, spawn } from 'node:child_process';
import { SERVER_SRC } from './run-node.ts';

export interface SpawnedServer {
  readonly child: ChildProcess;
  readonly baseUrl: string;
  output(): string;
  /** SIGKILL: no shutdown hooks, as in a crash. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit code. */
  stop(): Promise<number | null>;
}

/** Runs `node apps/server/src/main.ts` as users do and waits for its "listening" line. */
export function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [`${SERVER_SRC}main.ts`], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /AfterLook listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        resolve({
          child,
          baseUrl: `http://127.0.0.1:${match[1]}`,
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
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}
