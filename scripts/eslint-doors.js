// @ts-check
/**
 * The doors between the parts of Nook (docs/architecture.md), as an ESLint rule:
 * - no import climbs more than one folder: what lies further goes through an alias of package.json#imports
 *   (an app's own deeper folders through `#apps/<its id>/`);
 * - an app reaches the shell only through its side's kit (`#kit/*` on the web, `#server-kit/*` on the
 *   server), never through `#web/*`, `#server/*` or another app;
 * - pure code (`src/shared`, an app's core, data, shared and manifest) imports only `#shared/*`;
 * - web code never imports server code, nor server code web code;
 * - test helpers (`#tests/*`) only in tests, and build scripts (`#scripts/*`) outside the product.
 */

const CLIMB = /^(\.\.\/){2,}|^\.\.\/\.\.$/;

/** @param {string} file a path from the repository's root, with `/` */
export function areaOf(file) {
  const app = /^src\/apps\/([^/]+)\/(.*)$/.exec(file);
  if (app) {
    const inner = app[2] ?? '';
    const side = inner.startsWith('web/')
      ? 'web'
      : inner.startsWith('server/')
        ? 'server'
        : /^(core|data|shared)\/|^manifest\.ts$/.test(inner)
          ? 'pure'
          : 'other';
    return { kind: 'app', side, app: app[1] };
  }
  if (file.startsWith('src/shared/')) return { kind: 'shell', side: 'pure' };
  if (file.startsWith('src/web/')) return { kind: 'shell', side: 'web' };
  if (file.startsWith('src/server/')) return { kind: 'shell', side: 'server' };
  return { kind: 'tooling', side: 'other' };
}

/** @param {string} file */
export function isTestFile(file) {
  return (
    /\.(test|e2e)\.tsx?$/.test(file) ||
    /\.test-[\w-]+\.tsx?$/.test(file) ||
    file.startsWith('tests/') ||
    file.startsWith('bench/')
  );
}

/**
 * Why `file` may not import `source`, or null when it may.
 * @param {string} file a path from the repository's root
 * @param {string} source the import's specifier
 * @returns {string | null}
 */
export function doorViolation(file, source) {
  if (CLIMB.test(source)) {
    return 'An import climbs at most one folder: reach further through #kit, #server-kit, #shared, #tests (or, in the shell, #web, #server, #apps).';
  }
  if (!source.startsWith('#')) return null;
  const alias = source.slice(0, source.indexOf('/') + 1);
  const area = areaOf(file);
  // Deep inside an app, its own folders are reached through #apps/<its id>/.
  if ('app' in area && source.startsWith(`#apps/${area.app}/`)) return null;
  if (alias === '#tests/' && !isTestFile(file)) return 'Test helpers (#tests) are for tests only.';
  if (alias === '#scripts/' && area.kind !== 'tooling' && !isTestFile(file)) {
    return 'Build scripts (#scripts) are not part of the product.';
  }
  if (area.side === 'pure' && alias !== '#shared/' && alias !== '#tests/') {
    return 'Pure code (shared, core, data, manifests) imports only #shared.';
  }
  if (area.kind === 'app' && ['#web/', '#server/', '#apps/'].includes(alias)) {
    return 'An app reaches the shell only through the kit (#kit on the web, #server-kit on the server) and never another app.';
  }
  if (area.side === 'web' && (alias === '#server/' || alias === '#server-kit/')) {
    return 'Web code never imports server code.';
  }
  if (area.side === 'server' && (alias === '#web/' || alias === '#kit/')) {
    return 'Server code never imports web code.';
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const doorsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports go through the doors between the parts of Nook.' },
    schema: [],
  },
  create(context) {
    const file = context.filename
      .slice(context.cwd.length + 1)
      .split('\\')
      .join('/');
    /** @param {import('estree').Node & { source?: unknown }} node */
    const check = (node) => {
      const source = /** @type {{ value?: unknown } | null | undefined} */ (node.source);
      if (!source || typeof source.value !== 'string') return;
      const message = doorViolation(file, source.value);
      if (message) context.report({ node, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const doorsPlugin = { rules: { doors: doorsRule } };
