import { readFile } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';

/** A file of a build (the widget's, the loader's), or null when that build is missing. */
export async function readBuildFile(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return null;
  }
}

/** 503 with the command that fixes it, never cached. */
export const replyNotBuilt = (reply: FastifyReply, message: string): FastifyReply =>
  reply
    .code(503)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(message);
