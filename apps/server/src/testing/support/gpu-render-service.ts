import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import {
  GpuRenderRequest,
  type GpuRenderResponse,
} from '../../adapters/engines/gpu-engine-contract.ts';

/** How the service answers its next renders: as the contract says, or as a broken one would. */
export type ServiceBehaviour =
  | 'render'
  | 'status-500'
  | 'hang'
  | 'junk'
  | 'wrong-series'
  | 'not-png'
  | 'wrong-size';

export interface GpuRenderService {
  readonly url: string;
  behaviour: ServiceBehaviour;
  /** Every request body received, parsed with the contract's own schema. */
  readonly received: GpuRenderRequest[];
  readonly authorizations: (string | undefined)[];
  /** The PNGs it answered last, before our engine stamped them. */
  lastImages: Buffer[];
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * A render service on loopback that implements docs/gpu-engine.md: inside the request's
 * region it blends each pixel toward magenta by the level, so every image of the series
 * is real, different from the photo and from our CPU warp, and sized as the photo.
 */
export async function startGpuRenderService(): Promise<GpuRenderService> {
  const service: GpuRenderService = {
    url: '',
    behaviour: 'render',
    received: [],
    authorizations: [],
    lastImages: [],
    close: async () => undefined,
  };

  const render = async (request: GpuRenderRequest): Promise<GpuRenderResponse> => {
    const { data, info } = await sharp(Buffer.from(request.image.png_base64, 'base64'))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const region = request.region ?? { left: 0, top: 0, right: 1, bottom: 1 };
    const size = service.behaviour === 'wrong-size' ? info.width - 8 : info.width;
    const levels = service.behaviour === 'wrong-series' ? request.levels.slice(1) : request.levels;
    service.lastImages = await Promise.all(
      levels.map(({ level }) => {
        const out = Buffer.from(data);
        for (let y = Math.floor(region.top * info.height); y < region.bottom * info.height; y++) {
          for (let x = Math.floor(region.left * info.width); x < region.right * info.width; x++) {
            const o = (y * info.width + x) * 3;
            out[o] = Math.round((out[o] ?? 0) * (1 - level) + 255 * level);
            out[o + 1] = Math.round((out[o + 1] ?? 0) * (1 - level));
            out[o + 2] = Math.round((out[o + 2] ?? 0) * (1 - level) + 255 * level);
          }
        }
        return sharp(out, { raw: { width: info.width, height: info.height, channels: 3 } })
          .resize(size, info.height, { fit: 'fill' })
          .toFormat(service.behaviour === 'not-png' ? 'jpeg' : 'png')
          .toBuffer();
      }),
    );
    return {
      images: levels.map(({ level }, i) => ({
        level,
        png_base64: service.lastImages[i]?.toString('base64') ?? '',
      })),
    };
  };

  const server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      service.authorizations.push(request.headers.authorization);
      const body = GpuRenderRequest.parse(JSON.parse(text));
      service.received.push(body);
      if (service.behaviour === 'hang') return;
      if (service.behaviour === 'status-500') {
        response.writeHead(500).end('{"error":"out of GPU memory"}');
        return;
      }
      if (service.behaviour === 'junk') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"images": "nope"');
        return;
      }
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(await render(body)));
    })().catch(() => response.writeHead(400).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(service, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
