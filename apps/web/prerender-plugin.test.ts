import { describe, expect, it } from 'vitest';
import { extractInlineStyles, headScript, prerenderedPage, routeFiles } from './prerender-plugin';
import { CONSOLE_HOME_KEY } from './src/lib/storage';

describe('extractInlineStyles', () => {
  it('moves style attributes to one class per distinct style, kept as strong as inline', () => {
    const { html, css } = extractInlineStyles(
      '<div style="--a:1px;color:red" class="m_1"><p style="--a:1px;color:red">x</p>' +
        '<input style="width:calc(2 * var(--b))" value=""/></div>',
    );
    expect(html).toBe(
      '<div class="m_1 nh-p0"><p class="nh-p0">x</p><input value="" class="nh-p1"/></div>',
    );
    expect(css).toBe(
      '.nh-p0{--a:1px !important;color:red !important}\n' +
        '.nh-p1{width:calc(2 * var(--b)) !important}',
    );
  });

  it("moves <style> elements' text to the stylesheet", () => {
    const { html, css } = extractInlineStyles(
      '<style data-mantine-styles="true">:root{--x:1}</style><main class="a">m</main>',
    );
    expect(html).toBe('<main class="a">m</main>');
    expect(css).toBe(':root{--x:1}');
  });

  it('refuses a style it cannot move as it is', () => {
    for (const style of ['background:url(a;b.png)', 'font-family:&quot;Inter&quot;']) {
      expect(() => extractInlineStyles(`<div style="${style}"></div>`)).toThrow(/cannot move/);
    }
  });
});

describe('routeFiles', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    'src/app/routes/login.tsx': { file: 'assets/login.js', imports: ['_auth.js', '_runtime.js'] },
    '_auth.js': { file: 'assets/auth.js', imports: ['_zod.js'] },
    '_zod.js': { file: 'assets/zod.js', imports: ['_auth.js'] },
  };

  it('lists the route chunk and its static imports, less what the entry loads', () => {
    expect(routeFiles(manifest, 'src/app/routes/login.tsx')).toEqual([
      '/assets/login.js',
      '/assets/auth.js',
      '/assets/zod.js',
    ]);
  });

  it('fails on a route module the build does not have', () => {
    expect(() => routeFiles(manifest, 'src/app/routes/nope.tsx')).toThrow(/not in the manifest/);
  });
});

describe('prerenderedPage', () => {
  const index =
    '<html><head><title>Net Hub</title></head><body><div id="root"></div></body></html>';

  it('puts the page in #root, its title, preloads, stylesheet and head script in <head>', () => {
    const html = prerenderedPage(index, {
      title: 'Sign in',
      markup: '<main>m</main>',
      stylesheet: '/assets/p.css',
      script: '/assets/p.js',
      audience: 'visitor',
      preload: ['/assets/login.js'],
    });
    expect(html).toContain('<title>Sign in · Net Hub</title>');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/login.js">',
    );
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/assets\/p.css">\s*<script src="\/assets\/p.js" data-audience="visitor"><\/script>\s*<\/head>/,
    );
    expect(html).toContain(
      '<div id="root"><div data-nh-prerendered inert aria-disabled="true"><main>m</main></div></div>',
    );
  });

  it('fails when index.html has no empty #root', () => {
    expect(() =>
      prerenderedPage('<html><head></head></html>', {
        title: 't',
        markup: '',
        stylesheet: '',
        script: '',
        audience: 'member',
        preload: [],
      }),
    ).toThrow(/no #root/);
  });
});

describe('headScript', () => {
  it("reads the app's flag of a member whose home is the console", () => {
    expect(headScript).toContain(`localStorage.getItem('${CONSOLE_HOME_KEY}')`);
  });
});
