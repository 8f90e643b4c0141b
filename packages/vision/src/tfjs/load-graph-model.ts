import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type GraphModel, loadGraphModel } from '@tensorflow/tfjs-converter';
import { io } from '@tensorflow/tfjs-core';

/** Loads a tfjs graph model (model.json + weight shards) from a local folder, no fetch involved. */
export function loadGraphModelFromDir(dir: string, name: string): Promise<GraphModel> {
  const handler: io.IOHandler = {
    load: async () => {
      const json = JSON.parse(await readFile(join(dir, `${name}.json`), 'utf8')) as io.ModelJSON;
      return io.getModelArtifactsForJSON(json, async (manifest) => {
        const shards: Buffer[] = [];
        for (const group of manifest) {
          for (const path of group.paths) shards.push(await readFile(join(dir, path)));
        }
        const all = Buffer.concat(shards);
        const weightData = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength);
        return [manifest.flatMap((group) => group.weights), weightData as ArrayBuffer];
      });
    },
  };
  return loadGraphModel(handler);
}
