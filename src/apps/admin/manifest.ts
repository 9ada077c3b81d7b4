import type { AppManifest } from '../../shared/app-manifest';

/** S3 Assets, Users, API Status: routes, titles and hub placement. */
export const manifest = {
  id: 'admin',
  routes: [
    {
      path: '/admin/s3_assets',
      title: 'S3 Assets',
      description: 'Manage image files',
      hub: 'admin',
      icon: 'folder',
      access: 'admin',
    },
    {
      path: '/admin/users',
      title: 'Users',
      description: 'User accounts and permissions',
      hub: 'admin',
      icon: 'users',
      access: 'admin',
    },
    {
      path: '/admin/api',
      title: 'API Status',
      description: 'View and test API endpoints',
      hub: 'admin',
      icon: 'code',
      access: 'admin',
    },
  ],
} as const satisfies AppManifest;
