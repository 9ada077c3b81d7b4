import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  fillPageTemplate,
  inlineScriptHashes,
  type ManifestChunk,
  pageFile,
  pageKey,
  pagePreloads,
} from './prerendered-pages';

describe('prerendered page files', () => {
  it('keys a path as the client router matches it', () => {
    expect(pageKey('/')).toBe('/');
    expect(pageKey('/About/')).toBe('/about');
    expect(pageKey('/admin/s3_assets')).toBe('/admin/s3_assets');
    expect(pageKey('/caf%C3%A9')).toBe('/café');
    expect(pageKey('/%E0%A4%A')).toBeNull();
    expect(pageKey('/a/../b')).toBeNull();
    expect(pageKey('/a%5Cb')).toBeNull();
  });

  it('puts / in index.html and every other page under _pages', () => {
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/quizzes/timeline-tech')).toBe('_pages/quizzes/timeline-tech.html');
  });

  it('fills the template with the markup and an escaped title', () => {
    const template =
      '<html><head><title>Nook</title></head><body><div id="root"></div></body></html>';
    expect(fillPageTemplate(template, { html: '<p>$& $1</p>', title: 'Q & A <1> · Nook' })).toBe(
      '<html><head><title>Q &amp; A &lt;1&gt; · Nook</title></head><body><div id="root"><p>$& $1</p></div></body></html>',
    );
    expect(() => fillPageTemplate('<html></html>', { html: '', title: '' })).toThrow(/#root|root/);
  });

  it('adds a preload link before </head> for each of the page chunks', () => {
    const template =
      '<html><head><title>Nook</title>\n  </head><body><div id="root"></div></body></html>';
    const html = fillPageTemplate(template, { html: '', title: 'Nook' }, [
      '/assets/page-1.js',
      '/assets/page-2.css',
    ]);
    expect(html).toContain(
      '<title>Nook</title>\n  <link rel="modulepreload" crossorigin href="/assets/page-1.js">\n  <link rel="preload" as="style" crossorigin href="/assets/page-2.css">\n  </head>',
    );
  });

  it('preloads the chunks a lazy page imports, less those the entry loads', () => {
    const manifest: Record<string, ManifestChunk> = {
      'index.html': { file: 'assets/index.js', imports: ['_shared.js'], css: ['assets/index.css'] },
      '_shared.js': { file: 'assets/shared.js' },
      '_query.js': { file: 'assets/query.js', imports: ['_shared.js'] },
      'src/apps/a/web/a-page.tsx': {
        file: 'assets/a-page.js',
        imports: ['_query.js', '_shared.js', 'src/apps/a/web/a-page.tsx'],
        css: ['assets/a-page.css', 'assets/index.css'],
      },
      'src/web/query-provider.tsx': { file: 'assets/query-provider.js', imports: ['_query.js'] },
    };
    expect(
      pagePreloads(manifest, ['src/apps/a/web/a-page.tsx', 'src/web/query-provider.tsx']),
    ).toEqual([
      '/assets/a-page.js',
      '/assets/query.js',
      '/assets/query-provider.js',
      '/assets/a-page.css',
    ]);
    expect(pagePreloads(manifest, [])).toEqual([]);
    expect(() => pagePreloads(manifest, ['src/missing.tsx'])).toThrow(/src\/missing\.tsx/);
  });

  it('hashes every inline script, and only inline ones', () => {
    const html =
      '<script>one()</script><script type="module" src="/a.js"></script><script>\n two()\n</script>';
    const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([hash('one()'), hash('\n two()\n')]);
    expect(hash('one()')).toBe("'sha256-HR7iaask9daLMRRskMI++QeJtjWDOjyPA6lGzYGzKW4='");
  });
});
