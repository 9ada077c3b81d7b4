import type { AppManifest } from '../shared/app-manifest';

/** Every app's manifest (`src/apps/<id>/manifest.ts`): plain data, small, part of the shell. */
const MANIFEST_MODULES = import.meta.glob<AppManifest>('../apps/*/manifest.ts', {
  eager: true,
  import: 'manifest',
});

/**
 * The only place the shell reaches apps: one manifest per folder under src/apps, in folder order.
 * A new folder with a manifest is an app; nothing here lists them.
 */
export const APP_MANIFESTS: readonly AppManifest[] = Object.entries(MANIFEST_MODULES).map(
  ([file, manifest]) => {
    const folder = file.split('/').at(-2);
    if (manifest.id !== folder) {
      throw new Error(`${file} names its app '${manifest.id}', not its folder '${folder}'`);
    }
    return manifest;
  },
);
