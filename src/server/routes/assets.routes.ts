import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ASSET_KEYS, isAssetKey } from '#shared/asset-keys';
import { ASSET_CACHE_CONTROL, loadAsset } from '../assets/asset-catalog';
import { HttpError } from '../kit/http-error';
import { bytesResponse, EMPTY_RESPONSE, ERROR_RESPONSES } from '../kit/route-responses';

/** An unknown key is a missing asset (404), so the path takes any text and the handler looks it up. */
const AssetParamsSchema = z.object({
  key: z.string().check(z.describe(`One of: ${ASSET_KEYS.join(', ')}`)),
});

/** Whether an If-None-Match header (a list, possibly weak, or `*`) names this ETag. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** GET /api/assets/{key}: the site's sounds and icons by key, for anyone; 304 on a matching ETag. */
export const assetRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = {
    config: { access: 'public' as const },
    schema: {
      summary: "One of the site's sounds or icons, by key",
      params: AssetParamsSchema,
      response: {
        200: bytesResponse('The asset', ['audio/wav', 'image/svg+xml']),
        304: EMPTY_RESPONSE,
        ...ERROR_RESPONSES,
      },
    },
  };
  app.get('/assets/:key', options, async (request, reply) => {
    const { key } = request.params;
    if (!isAssetKey(key)) throw new HttpError(404, `There is no asset called "${key}".`);
    const asset = await loadAsset({ db: app.db, storage: app.storage }, key);
    const etag = `"${asset.etag}"`;
    void reply.header('cache-control', ASSET_CACHE_CONTROL).header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type(asset.contentType).send(asset.body);
  });
};
