import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export interface LoadServer {
  readonly child: ChildProcess;
  readonly url: string;
  stop(): void;
}

/** One API process for a load bench (serve-for-load.ts: limits out of the way) on `env`. */
export async function startLoadServer(env: Record<string, string>): Promise<LoadServer> {
  const child = spawn(process.execPath, [join(import.meta.dirname, 'serve-for-load.ts')], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
  return { child, url, stop: () => child.kill('SIGTERM') };
}
