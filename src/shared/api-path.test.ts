import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-path';

describe('isApiPath', () => {
  it('takes /api, everything under it and the health check, with or without a query', () => {
    for (const path of [
      '/api',
      '/api/',
      '/api/data_models/message',
      '/api?x=1',
      '/api/health',
      '/health',
      '/health?probe=1',
    ]) {
      expect(isApiPath(path), path).toBe(true);
    }
  });

  it('leaves pages and files to the site, even when their names start like the API', () => {
    for (const path of [
      '/',
      '/apis',
      '/api-docs',
      '/healthy',
      '/games/api',
      '/index.html',
      'api',
    ]) {
      expect(isApiPath(path), path).toBe(false);
    }
  });
});
