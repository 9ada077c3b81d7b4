/**
 * An app's own part of `npm run build`, declared in `src/apps/<id>/build.ts` as
 * `export const build = { ... } satisfies AppBuild`: scripts/build.ts finds every such file, so an
 * app adds a build step without editing anything outside its folder.
 */
export interface AppBuild {
  /** Runs before the site is built: e.g. writes generated source that the bundle imports. */
  readonly before?: AppBuildStep;
  /** Runs after the site and the server are built: e.g. writes data files beside the server. */
  readonly after?: AppBuildStep;
}

export interface AppBuildStep {
  /** What the step makes, in a few words, as the build's timings list it. */
  readonly name: string;
  readonly run: (output: BuildOutput) => Promise<void> | void;
}

/** Absolute folders of the build. */
export interface BuildOutput {
  /** The project's folder. */
  readonly root: string;
  /** The built site (`dist/web`). */
  readonly webDir: string;
  /** The compiled server (`dist/server`). */
  readonly serverDir: string;
}
