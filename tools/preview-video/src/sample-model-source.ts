import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Procedure, RgbaImage, SubjectAnalysis, ViewType } from '@afterlook/domain';
import { readImage } from '@afterlook/simulation/cli/png-files';
import { subjectFor } from '@afterlook/simulation/cli/subject-source';

/** One sample model as the engine takes it: the render and its true landmarks and mask. */
export interface SampleModelSource {
  readonly id: string;
  readonly view: ViewType;
  readonly image: RgbaImage;
  readonly subject: SubjectAnalysis;
}

interface Manifest {
  readonly procedures: Partial<
    Record<
      Procedure,
      {
        readonly view: ViewType;
        readonly models: readonly { id: string; image: string; mask: string; metadata: string }[];
      }
    >
  >;
}

export async function readManifest(dir: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * The first sample model of a procedure in assets/sample-models (tools/mannequin writes
 * them): the one the model picker lists first. Null when the procedure has none.
 */
export async function firstSampleModel(
  dir: string,
  procedure: Procedure,
): Promise<SampleModelSource | null> {
  const group = (await readManifest(dir)).procedures[procedure];
  const model = group?.models[0];
  if (!group || !model) return null;
  const path = join(dir, model.image);
  const image = await readImage(path);
  // The render's own ground truth (landmarks and mask beside it), read as the CLI reads it.
  const source = await subjectFor(path, image, group.view, undefined);
  if (!source.ok) throw new Error(`${path}: ${source.message}`);
  return { id: model.id, view: group.view, image, subject: source.subject };
}
