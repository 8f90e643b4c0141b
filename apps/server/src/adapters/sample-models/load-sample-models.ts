import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { RegionOfInterestSchema } from '@afterlook/api';
import {
  AI_SUPPORTED_PROCEDURES,
  type Procedure,
  VIEW_TYPES,
  type ViewType,
} from '@afterlook/domain';
import { z } from 'zod';
import {
  SAMPLE_MODEL_ROUTE_PREFIX,
  type SampleModelCatalog,
  type SampleModelInfo,
} from '../../ports/sample-models.ts';

const ID = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,80}$/);
const RelativeFile = z
  .string()
  .refine((p) => !p.startsWith('/') && !p.split(/[\\/]/).includes('..'), 'must stay inside');

/** One model of assets/sample-models/manifest.json (tools/mannequin/src/render-sample-models.ts). */
const ManifestModel = z.object({
  id: ID,
  image: RelativeFile,
  mask: RelativeFile,
  metadata: RelativeFile,
  /** The procedure's region of interest on this model (older manifests have none). */
  region: z.optional(RegionOfInterestSchema),
});
const Manifest = z.object({
  procedures: z.partialRecord(
    z.enum(AI_SUPPORTED_PROCEDURES),
    z.object({ view: z.enum(VIEW_TYPES), models: z.array(ManifestModel) }),
  ),
});

const LandmarkSchema = z.object({
  x: z.number(),
  y: z.number(),
  z: z.number().optional(),
  visibility: z.number(),
});
/** A model's <id>.json: its true landmarks and face, as the renderer placed them. */
const Truth = z.object({
  landmarks: z.array(LandmarkSchema).length(33),
  face: z
    .object({
      points: z.array(LandmarkSchema),
      outerLips: z.array(LandmarkSchema),
      innerLips: z.array(LandmarkSchema),
    })
    .nullable()
    .optional(),
});

type ManifestData = z.infer<typeof Manifest>;
type Entry = z.infer<typeof ManifestModel> & { readonly view_type: ViewType };

interface Index {
  readonly byProcedure: ReadonlyMap<Procedure, readonly Entry[]>;
  readonly byId: ReadonlyMap<string, Entry>;
}

const indexOf = (data: ManifestData): Index => {
  const byProcedure = new Map<Procedure, Entry[]>();
  const byId = new Map<string, Entry>();
  for (const [procedure, group] of Object.entries(data.procedures)) {
    if (!group) continue;
    const entries = group.models.map((model) => ({ ...model, view_type: group.view }));
    byProcedure.set(procedure as Procedure, entries);
    for (const entry of entries) byId.set(entry.id, entry);
  }
  return { byProcedure, byId };
};

/**
 * Reads assets/sample-models/manifest.json (tools/mannequin writes it: per procedure its
 * view and models, each a PNG, a person mask PNG and a JSON of true landmarks and
 * face) and re-reads it
 * when it changes, so replacing the renders needs no restart. No manifest = no models.
 */
export function loadSampleModels(
  dir: string,
  decodeMask: (png: Uint8Array) => Promise<{ width: number; height: number; data: Uint8Array }>,
): SampleModelCatalog {
  let cached: { mtimeMs: number; index: Index } | null = null;
  const byUrl = new Map<string, SampleModelInfo>();

  const inside = (file: string): string => {
    const path = resolve(dir, file);
    if (!path.startsWith(resolve(dir) + sep)) throw new Error(`${file} is outside ${dir}`);
    return path;
  };

  const manifest = async (): Promise<Index | null> => {
    const file = join(dir, 'manifest.json');
    const info = await stat(file).catch(() => null);
    if (!info) return null;
    if (cached && cached.mtimeMs === info.mtimeMs) return cached.index;
    const index = indexOf(Manifest.parse(JSON.parse(await readFile(file, 'utf8'))));
    cached = { mtimeMs: info.mtimeMs, index };
    byUrl.clear();
    for (const entry of index.byId.values()) {
      const model = toInfo(entry);
      byUrl.set(model.image_url, model);
    }
    return index;
  };

  const toInfo = (entry: Entry): SampleModelInfo => ({
    id: entry.id,
    view_type: entry.view_type,
    image_url: `${SAMPLE_MODEL_ROUTE_PREFIX}${entry.id}.png`,
  });

  const find = async (id: string) => (await manifest())?.byId.get(id);

  return {
    async list(procedure) {
      const index = await manifest();
      return (index?.byProcedure.get(procedure) ?? []).map((entry) => ({
        ...toInfo(entry),
        region: entry.region ?? null,
      }));
    },

    async byImageUrl(url) {
      await manifest();
      let path: string;
      try {
        path = new URL(url, 'http://afterlook.invalid').pathname;
      } catch {
        return undefined;
      }
      return byUrl.get(path);
    },

    async imageFile(id) {
      const model = await find(id);
      return model ? inside(model.image) : null;
    },

    async load(id) {
      const model = await find(id);
      if (!model) return null;
      const png = new Uint8Array(await readFile(inside(model.image)));
      const truth = Truth.parse(JSON.parse(await readFile(inside(model.metadata), 'utf8')));
      const mask = await decodeMask(await readFile(inside(model.mask)));
      return { png, subject: { body: truth.landmarks, face: truth.face ?? null, mask } };
    },
  };
}
