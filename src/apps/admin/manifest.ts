import type { AppManifest } from '#shared/app-manifest';

/** S3 Assets, Users, API Status: routes, titles, hub places, lead lines and pages. */
export const manifest = {
  id: 'admin',
  routes: [
    {
      path: '/admin/s3_assets',
      title: 'S3 Assets',
      description: 'Manage image files',
      hub: { name: 'admin', position: 1 },
      icon: 'folder',
      access: 'admin',
      page: 'web/s3-assets-page.tsx',
    },
    {
      path: '/admin/users',
      title: 'Users',
      description: 'User accounts and permissions',
      hub: { name: 'admin', position: 2 },
      icon: 'users',
      access: 'admin',
      page: 'web/users-page.tsx',
    },
    {
      path: '/admin/api',
      title: 'API Status',
      description: 'View and test API endpoints',
      hub: { name: 'admin', position: 3 },
      icon: 'code',
      access: 'admin',
      page: 'web/api-status-page.tsx',
    },
  ],
} as const satisfies AppManifest;
