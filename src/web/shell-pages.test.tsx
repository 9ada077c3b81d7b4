import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from './apps';
import { SHELL_PAGE_COMPONENTS } from './shell-page-components';
import { findShellPage, SHELL_PAGES } from './shell-pages';

const LAZY = Symbol.for('react.lazy');

/** Whether `component` is React.lazy's: loaded on first render, a chunk of its own. */
function isLazy(component: unknown): boolean {
  return (
    typeof component === 'object' &&
    component !== null &&
    !isValidElement(component) &&
    (component as { $$typeof?: symbol }).$$typeof === LAZY
  );
}

describe("the shell's pages", () => {
  it('has one page per path, none of them an app route', () => {
    const paths = SHELL_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const route of APP_ROUTES) expect(paths, route.path).not.toContain(route.path);
    expect(findShellPage('/quizzes')?.title).toBe('Quiz Center');
    expect(findShellPage('/quizzes/sql')).toBeUndefined();
  });

  it('gives every page but home a title', () => {
    for (const page of SHELL_PAGES) {
      if (page.path === '/') expect(page.title).toBeUndefined();
      else expect(page.title, page.path).toBeTruthy();
    }
  });

  // Prerendered whole, a guarded page would be its refusal: the build does not know who is signed in.
  it('prerenders a page that is not public only as its placeholder', () => {
    for (const page of SHELL_PAGES) {
      if (page.access !== 'public') expect(page.prerender, page.path).toBe('placeholder');
    }
    expect(findShellPage('/family')?.access).toBe('family');
    expect(findShellPage('/admin')?.access).toBe('admin');
  });

  it('names the existing module of each page that loads on first visit, and only of those', () => {
    const modules = Object.keys(import.meta.glob('/src/web/pages/*-page.tsx'));
    for (const page of SHELL_PAGES) {
      const component = SHELL_PAGE_COMPONENTS[page.page];
      expect(isLazy(component), page.path).toBe(page.lazySource !== undefined);
      if (page.lazySource) expect(modules, page.path).toContain(`/${page.lazySource}`);
    }
    expect(findShellPage('/about')?.lazySource).toBe('src/web/pages/about-page.tsx');
  });
});
