import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fillPageTemplate, inlineScriptHashes, pageFile, pageKey } from './prerendered-pages';

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

  it('hashes every inline script, and only inline ones', () => {
    const html =
      '<script>one()</script><script type="module" src="/a.js"></script><script>\n two()\n</script>';
    const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([hash('one()'), hash('\n two()\n')]);
    expect(hash('one()')).toBe("'sha256-HR7iaask9daLMRRskMI++QeJtjWDOjyPA6lGzYGzKW4='");
  });
});
