import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  criticalCss,
  entryScripts,
  entryStylesheets,
  extractInlineStyles,
  headScript,
  prerenderedPage,
  routeFiles,
  startScript,
} from './prerender-plugin';
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
    '<html><head><title>Net Hub</title>' +
    '<script type="module" crossorigin src="/assets/index.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/runtime.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>' +
    '<body><div id="root"></div></body></html>';
  const page = {
    title: 'Sign in',
    markup: '<main>m</main>',
    stylesheet: '/assets/p.css',
    script: '/assets/p.js',
    start: '/assets/start.js',
    audience: 'visitor' as const,
    deferredStylesheets: ['/assets/index.css'],
  };

  it('puts the page in #root, its title, stylesheet, head script and start script in <head>', () => {
    const html = prerenderedPage(index, page);
    expect(html).toContain('<title>Sign in · Net Hub</title>');
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/assets\/p.css">\s*<script src="\/assets\/p.js" data-audience="visitor"><\/script>\s*<script type="module" src="\/assets\/start.js"><\/script>\s*<\/head>/,
    );
    expect(html).toContain(
      '<div id="root"><div data-nh-prerendered inert aria-disabled="true"><main>m</main></div></div>',
    );
  });

  it("leaves the app's script to the start script and its stylesheet to the app", () => {
    const html = prerenderedPage(index, page);
    expect(html).not.toContain('/assets/index.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index.css" media="print" data-nh-full-css>',
    );
  });

  it('fails when index.html has no empty #root', () => {
    expect(() =>
      prerenderedPage('<html><head></head></html>', { ...page, deferredStylesheets: [] }),
    ).toThrow(/no #root/);
  });

  it('fails when index.html does not link a stylesheet it is to defer', () => {
    expect(() =>
      prerenderedPage(index, { ...page, deferredStylesheets: ['/assets/other.css'] }),
    ).toThrow(/does not link/);
  });
});

describe('entryScripts', () => {
  it("names the entry's module and what index.html preloads for it", () => {
    expect(
      entryScripts(
        '<script type="module" crossorigin src="/assets/index.js"></script>' +
          '<link rel="modulepreload" crossorigin href="/assets/runtime.js">',
      ),
    ).toEqual({ entry: '/assets/index.js', preload: ['/assets/runtime.js'] });
    expect(() => entryScripts('<head></head>')).toThrow(/no module script/);
  });
});

describe('startScript', () => {
  /** Runs the script with a recorded browser: frames, timers, paint reports and imports. */
  function started(supportsPaint: boolean) {
    const { window } = new JSDOM('<html><head></head><body></body></html>');
    const browser = {
      imported: [] as string[],
      frames: [] as (() => void)[],
      timers: [] as { task: () => void; ms: number }[],
      reportPaint: (_name: string) => {},
    };
    class Observer {
      static supportedEntryTypes = supportsPaint ? ['paint'] : [];
      constructor(private readonly report: (list: unknown, observer: unknown) => void) {}
      observe() {
        browser.reportPaint = (name) =>
          this.report({ getEntriesByName: (n: string) => (n === name ? [{}] : []) }, this);
      }
      disconnect() {
        browser.reportPaint = () => {};
      }
    }
    const script = startScript('/assets/index.js', ['/assets/home.js']);
    const run = new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'PerformanceObserver',
      '__import',
      script.replace('import(', '__import('),
    ) as (...args: unknown[]) => void;
    run(
      window.document,
      (frame: () => void) => browser.frames.push(frame),
      (task: () => void, ms: number) => browser.timers.push({ task, ms }),
      Observer,
      (entry: string) => browser.imported.push(entry),
    );
    const drawFrame = () => {
      browser.frames.splice(0).forEach((frame) => frame());
      browser.timers
        .filter((timer) => timer.ms === 0)
        .forEach((timer) => {
          browser.timers.splice(browser.timers.indexOf(timer), 1);
          timer.task();
        });
    };
    const settled = () => new Promise((resolve) => window.setTimeout(resolve, 0));
    return { browser, window, drawFrame, settled };
  }

  it('imports the entry and preloads the chunks once the page is painted, and a frame more', async () => {
    const { browser, window, drawFrame, settled } = started(true);
    drawFrame();
    browser.reportPaint('first-paint');
    await settled();
    expect(browser.imported).toEqual([]);
    browser.reportPaint('first-contentful-paint');
    await settled();
    expect(browser.imported).toEqual([]);
    drawFrame();
    await settled();
    expect(browser.imported).toEqual(['/assets/index.js']);
    const preload = window.document.head.querySelector('link[rel="modulepreload"]');
    expect(preload?.getAttribute('href')).toBe('/assets/home.js');
  });

  it('waits two frames where paints are not reported, and a second at most', async () => {
    const { browser, drawFrame, settled } = started(false);
    drawFrame();
    await settled();
    expect(browser.imported).toEqual([]);
    drawFrame();
    await settled();
    expect(browser.imported).toEqual(['/assets/index.js']);
    expect(browser.timers.map((timer) => timer.ms)).toEqual([1000]);
  });
});

describe('entryStylesheets', () => {
  it("names the entry's stylesheets", () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'] },
      'src/x.tsx': { file: 'assets/x.js', css: ['assets/x.css'] },
    };
    expect(entryStylesheets(manifest)).toEqual(['/assets/index.css']);
  });
});

describe('criticalCss', () => {
  const page =
    '<html><head></head><body><div class="card"><button class="btn">b</button></div></body></html>';

  it('keeps the rules the page matches, in order, inside a layer the whole sheet outranks', () => {
    const css = [
      ':root{--x:1}',
      '.card{padding:1px}',
      '.table{border:0}',
      '.btn:hover,.link:hover{color:red}',
      '@media (min-width:40em){.card{padding:2px}.table{width:1px}}',
      '@media print{.table{display:none}}',
      '[data-mantine-color-scheme=dark] .card{color:white}',
      '@keyframes pulse{0%{opacity:1}to{opacity:.5}}',
    ].join('');
    expect(criticalCss(css, page)).toBe(
      '@layer nh-drawn{:root{--x:1}.card{padding:1px}.btn:hover{color:red}' +
        '@media (min-width:40em){.card{padding:2px}}' +
        '[data-mantine-color-scheme=dark] .card{color:white}' +
        '@keyframes pulse{0%{opacity:1}to{opacity:.5}}}',
    );
  });

  it('keeps a selector it cannot test', () => {
    expect(criticalCss('.card:nope{color:red}', page)).toBe(
      '@layer nh-drawn{.card:nope{color:red}}',
    );
  });
});

describe('headScript', () => {
  it("reads the app's flag of a member whose home is the console", () => {
    expect(headScript).toContain(`localStorage.getItem('${CONSOLE_HOME_KEY}')`);
  });
});
