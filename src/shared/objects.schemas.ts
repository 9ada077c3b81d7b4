import { z } from 'zod/mini';
import { JSON_OBJECT_BODY } from './field.schemas';

/** Every upload lands under `uploads/<user id>/`, whatever folder the client names. */
export const UPLOAD_FOLDER = 'uploads';

/** One stored object as the storage listing and the upload answer describe it (S3's field names). */
export const StorageAssetSchema = z.object({
  /** The object's path, e.g. `uploads/3/ludde.png`. */
  Key: z.string(),
  /** MD5 hex of the content; `GET /api/fetch-object/{ETag}` serves the bytes. */
  ETag: z.string(),
  /** ISO-8601 UTC. */
  LastModified: z.string(),
  /** Bytes. */
  Size: z.number(),
  StorageClass: z.string(),
});
export type StorageAsset = z.infer<typeof StorageAssetSchema>;

/**
 * A stored object as the Admin's storage listing shows it: S3's fields, and whether anyone may
 * fetch it (a site asset always; an upload once an Admin marked it public, decision 022).
 */
export const ListedStorageAssetSchema = z.extend(StorageAssetSchema, { public: z.boolean() });
export type ListedStorageAsset = z.infer<typeof ListedStorageAssetSchema>;

/** Body of PUT /api/objects/{hash}/public. */
export const UploadVisibilityRequestSchema = z.object(
  { public: z.boolean({ error: 'must be true or false' }) },
  JSON_OBJECT_BODY,
);
export type UploadVisibilityRequest = z.infer<typeof UploadVisibilityRequestSchema>;

/** PUT /api/objects/{hash}/public → 200: the uploads marked (one per name that holds the bytes). */
export const UploadVisibilityResponseSchema = z.object({
  data: z.array(ListedStorageAssetSchema),
});
export type UploadVisibilityResponse = z.infer<typeof UploadVisibilityResponseSchema>;

/** POST /api/upload → 200. */
export const UploadResponseSchema = z.object({ data: StorageAssetSchema });
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

/** GET /api/my-uploads → 200: the caller's uploads, newest first. */
export const UploadListResponseSchema = z.object({ data: z.array(StorageAssetSchema) });
export type UploadListResponse = z.infer<typeof UploadListResponseSchema>;

/** DELETE /api/objects/{hash} → 200: the uploads removed (one per name that held the bytes). */
export const DeletedUploadsResponseSchema = z.object({ data: z.array(StorageAssetSchema) });
export type DeletedUploadsResponse = z.infer<typeof DeletedUploadsResponseSchema>;

/** GET /api/upload-quota → 200: bytes the caller's uploads take, and their quota (null: unlimited). */
export const UploadQuotaResponseSchema = z.object({
  used: z.number(),
  quota: z.nullable(z.number()),
});
export type UploadQuotaResponse = z.infer<typeof UploadQuotaResponseSchema>;
