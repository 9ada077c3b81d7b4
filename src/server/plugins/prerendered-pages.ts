import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the build puts each prerendered page under the web root: `/` is index.html itself, every
 * other page `_pages/<path>.html`, and the 404 page `_pages/404.html`.
 */
export const PAGES_DIR = '_pages';
export const NOT_FOUND_PAGE = `${PAGES_DIR}/404.html`;
/** The built index.html before prerendering, kept for rebuilding the pages; never served as a page. */
export const TEMPLATE_PAGE = `${PAGES_DIR}/_template.html`;

/** The page's file, relative to the web root, in URL form (forward slashes). */
export function pageFile(pathname: string): string {
  const key = pageKey(pathname);
  return key === '/' ? 'index.html' : `${PAGES_DIR}${key}.html`;
}

/**
 * A path as the client's router matches it: percent-decoded, lower case, without a trailing slash.
 * Null for a path that cannot name a page (undecodable, or climbing out with `..`).
 */
export function pageKey(pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.split('/').includes('..') || decoded.includes('\\')) {
    return null;
  }
  const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  return (trimmed === '' ? '/' : trimmed).toLowerCase();
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.isFile() && entry.name.endsWith('.html')) yield full;
  }
}

/**
 * The prerendered pages the build left in `webRoot`, by page key (`/about` → `_pages/about.html`).
 * Read once at start: the files belong to the build and do not change while the server runs.
 */
export async function findPrerenderedPages(webRoot: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const root = path.join(webRoot, PAGES_DIR);
  for await (const file of htmlFiles(root)) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (relative === '404.html' || path.basename(relative).startsWith('_')) continue;
    const key = `/${relative.slice(0, -'.html'.length)}`;
    pages.set(key.toLowerCase(), `${PAGES_DIR}/${relative}`);
  }
  return pages;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const HEAD_END = '</head>';

/**
 * The built index.html with a page's markup in `#root`, its title in `<title>`, and a preload link
 * for each of `preloads` (URLs of the chunks the page loads once its script runs).
 */
export function fillPageTemplate(
  template: string,
  page: { html: string; title: string },
  preloads: readonly string[] = [],
): string {
  if (
    !template.includes(ROOT_ELEMENT) ||
    !TITLE_ELEMENT.test(template) ||
    !template.includes(HEAD_END)
  ) {
    throw new Error(`index.html needs ${ROOT_ELEMENT}, a <title> and a </head> to prerender into`);
  }
  const links = preloads.map((url) =>
    url.endsWith('.css')
      ? `<link rel="preload" as="style" crossorigin href="${escapeHtml(url)}">\n  `
      : `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}">\n  `,
  );
  return template
    .replace(TITLE_ELEMENT, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(HEAD_END, () => `${links.join('')}${HEAD_END}`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>`);
}

/** One chunk of Vite's build manifest (`build.manifest`), keyed by source file. */
export interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

/** The built files (JS chunks, then CSS) a source module needs, with its static imports. */
function chunkFiles(
  manifest: Readonly<Record<string, ManifestChunk>>,
  sources: readonly string[],
): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk for ${key}`);
    if (chunk.file.endsWith('.js')) scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return { scripts, styles };
}

/**
 * URLs to preload for a page that, once hydrated, imports `sources` (its lazy page modules): their
 * chunks and stylesheets, less what the entry (`index.html`) already loads.
 */
export function pagePreloads(
  manifest: Readonly<Record<string, ManifestChunk>>,
  sources: readonly string[],
): string[] {
  if (sources.length === 0) return [];
  const entry = chunkFiles(manifest, ['index.html']);
  const page = chunkFiles(manifest, sources);
  return [
    ...[...page.scripts].filter((file) => !entry.scripts.has(file)),
    ...[...page.styles].filter((file) => !entry.styles.has(file)),
  ].map((file) => `/${file}`);
}

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The CSP source ('sha256-…') of every inline script in a page. Every prerendered page comes from
 * the same index.html, so the hashes of index.html cover the whole site.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** The inline-script hashes of `webRoot`'s index.html; none when there is no built site. */
export function siteInlineScriptHashes(webRoot: string | null): string[] {
  if (webRoot === null) return [];
  try {
    return inlineScriptHashes(readFileSync(path.join(webRoot, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}
