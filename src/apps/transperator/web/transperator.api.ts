import { apiRequest } from '#kit/api-client';
import {
  type StorageAsset,
  type UploadQuotaResponse,
  UploadListResponseSchema,
  UploadQuotaResponseSchema,
} from '#shared/objects.schemas';

export const MY_UPLOADS_PATH = '/api/my-uploads';
export const UPLOAD_QUOTA_PATH = '/api/upload-quota';

/** The session user's uploads, newest first. */
export async function fetchMyUploads(signal?: AbortSignal): Promise<StorageAsset[]> {
  return (await apiRequest('GET', MY_UPLOADS_PATH, { schema: UploadListResponseSchema, signal }))
    .data;
}

/** Bytes the session user's uploads take, and their quota (null: unlimited). */
export async function fetchUploadQuota(signal?: AbortSignal): Promise<UploadQuotaResponse> {
  return apiRequest('GET', UPLOAD_QUOTA_PATH, { schema: UploadQuotaResponseSchema, signal });
}
