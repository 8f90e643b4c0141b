import { AI_SUPPORTED_PROCEDURES, VIEW_TYPES } from '@afterlook/domain';
import { z } from 'zod';

/**
 * The wire contract of a remote render service (docs/gpu-engine.md, whose JSON schemas
 * are generated from these and checked by gpu-engine-contract.test.ts): a clinic's ML
 * team implements POST {GPU_ENGINE_URL}/v1/render to it. The version travels in every
 * request, so a service can refuse one it does not speak.
 */
export const GPU_RENDER_CONTRACT = 'afterlook-render/1';

const Landmark = z.object({
  x: z.number().describe('Image pixels from the left'),
  y: z.number().describe('Image pixels from the top'),
  z: z.number().optional().describe('Relative depth, when the detector gives one'),
  visibility: z.number().describe('0-1: how sure the detector is the point is visible'),
});
const Landmarks = z.array(Landmark).readonly();
const Region = z
  .object({
    left: z.number().min(0).max(1),
    top: z.number().min(0).max(1),
    right: z.number().min(0).max(1),
    bottom: z.number().min(0).max(1),
  })
  .describe('A box as shares of the photo, 0 at its top left');

export const GpuRenderRequest = z.object({
  contract: z.literal(GPU_RENDER_CONTRACT),
  procedure: z.enum(AI_SUPPORTED_PROCEDURES),
  view: z.enum(VIEW_TYPES),
  image: z
    .object({
      png_base64: z.string(),
      width: z.number().int().min(1).max(4096),
      height: z.number().int().min(1).max(4096),
    })
    .describe('The normalised photo: sRGB PNG, long side 1024 px, no metadata'),
  subject: z
    .object({
      body: Landmarks.nullable().describe('The 33 BlazePose body landmarks, or null'),
      face: z
        .object({ points: Landmarks, outerLips: Landmarks, innerLips: Landmarks })
        .nullable()
        .describe('Face mesh points and lip contours, or null'),
      mask_png_base64: z
        .string()
        .nullable()
        .describe("One-channel PNG the photo's size, 255 where the person is, or null"),
    })
    .describe('The person as our vision found it, in image pixels'),
  levels: z
    .array(
      z.object({
        level: z.number().gt(0).max(1).describe('Intensity; 1 = the most pronounced result'),
        implant_size_in_cc: z.number().nullable().describe('Breast augmentation only'),
      }),
    )
    .readonly()
    .describe('The series to render, subtle to pronounced: one image per entry, in this order'),
  region: Region.nullable().describe(
    'The close-up: the treated anatomy where our CPU engine changes the photo most; the service changes it there too',
  ),
});
export type GpuRenderRequest = z.infer<typeof GpuRenderRequest>;

/** Bytes a response may carry before it is refused (a series of 1024 px PNGs, base64). */
export const GPU_RESPONSE_MAX_BYTES = 64 * 1024 * 1024;

export const GpuRenderResponse = z.object({
  images: z
    .array(
      z.object({
        level: z.number().describe("The request's level, echoed"),
        png_base64: z.string().min(1).describe("A PNG the photo's size"),
      }),
    )
    .min(1)
    .max(64)
    .describe("One after image per requested level, in the request's order"),
  region: Region.nullable()
    .optional()
    .describe(
      "Where the service's series changes the photo most (the close-up); absent: the request's region",
    ),
});
export type GpuRenderResponse = z.infer<typeof GpuRenderResponse>;
