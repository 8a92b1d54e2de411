import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import postcss, { type Container } from 'postcss';
import { createServer, type Plugin } from 'vite';
import { FULL_STYLESHEET } from './src/app/full-stylesheet';
import type * as PrerenderModule from './src/app/prerender';

/**
 * The pages drawn at build time (P11, decision 018): the server answers /login with
 * `.prerendered/login.html`, the app's index.html with the sign-in screen already in #root, and
 * / with `home.html`, the shell and the dashboard's frame, so a phone paints them as soon as the
 * HTML and CSS arrive, not after the app's ~150 kB of JavaScript has run. main.tsx then renders
 * the same screen over it.
 *
 * The markup comes from src/app/prerender.tsx through Vite's SSR loader. The CSP allows no inline
 * style, so Mantine's `<style>` elements and every `style` attribute move to a stylesheet of
 * their own (`style` attributes as one class each, `!important` so they win as inline styles do).
 * A small script in <head> sets Mantine's colour scheme before the first paint (what Mantine's
 * ColorSchemeScript does inline) and hides the page when the app will show another one: for
 * sign-in a stored session (the guard moves the member on) or a notice the static page lacks;
 * for the dashboard no stored session, or an owner's (whose home is the console).
 * Until the app takes over the page is `inert` and `aria-disabled`: nothing typed into it or
 * clicked on it could be lost.
 *
 * The first paint waits for nothing but the HTML, the head script and the page's own stylesheet:
 * the rules of the app's CSS the drawn markup uses (`criticalCss`) and the moved styles. The
 * app's whole stylesheet (~37 kB gzip, most of it Mantine's) loads beside it with
 * `media="print"`, and main.tsx applies it before the app renders (app/full-stylesheet.ts). The
 * app's JavaScript (~155 kB gzip) is asked for only once the drawn page has been painted
 * (`startScript`): on a phone's link it would otherwise share the bandwidth the page's first
 * paint is waiting for.
 */
export const PRERENDER_DIR = '.prerendered';

/**
 * Mantine's local-storage key for the colour scheme, the app's session key and the flag of a
 * member whose home is the console (lib/storage). The script's `data-audience` says who the
 * page is for (app/prerender.tsx).
 */
export const headScript = `(function () {
  var html = document.documentElement;
  var script = document.currentScript;
  var forMembers = !!script && script.getAttribute('data-audience') === 'member';
  try {
    var stored = localStorage.getItem('mantine-color-scheme-value');
    var dark = stored === 'dark' || (stored !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    html.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
    var signedIn = localStorage.getItem('TOKEN') !== null;
    var hidden = forMembers
      ? !signedIn || localStorage.getItem('HOME_IS_CONSOLE') !== null
      : signedIn || /[?&]deletion=/.test(location.search);
    if (hidden) hide();
  } catch (e) {
    html.setAttribute('data-mantine-color-scheme', 'light');
    if (forMembers) hide();
  }
  // Nothing drawn shows: the app's whole stylesheet is wanted at once.
  function hide() {
    html.setAttribute('data-nh-prerendered', 'off');
    var full = document.querySelector('link[${FULL_STYLESHEET}]');
    if (full) full.media = 'all';
  }
})();
`;

/**
 * The module that starts the app on a drawn page: once the page is on the screen (the browser
 * has reported its first contentful paint, and one more frame has drawn the rest of it), or at
 * once when nothing drawn shows, it preloads the opening screen's chunks and imports the app's
 * entry. A browser that reports no paints waits two frames instead; a tab opened in the
 * background paints nothing and starts after a second.
 */
export function startScript(entry: string, preload: string[]) {
  return `const preload = ${JSON.stringify(preload)};
const drawn = document.documentElement.getAttribute('data-nh-prerendered') !== 'off';
const nextFrame = (then) => requestAnimationFrame(() => setTimeout(then, 0));
new Promise((painted) => {
  if (!drawn) return painted();
  setTimeout(painted, 1000);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))
    return nextFrame(() => nextFrame(painted));
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    nextFrame(painted);
  }).observe({ type: 'paint', buffered: true });
}).then(() => {
  for (const href of preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  return import(${JSON.stringify(entry)});
});
`;
}

const HIDE_RULE = 'html[data-nh-prerendered="off"] [data-nh-prerendered]{display:none}';

const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function importantRule(className: string, declarations: string) {
  if (/["']|url\(/i.test(declarations)) {
    throw new Error(`prerender: a style attribute this step cannot move safely: ${declarations}`);
  }
  const body = declarations
    .split(';')
    .map((declaration) => declaration.trim())
    .filter(Boolean)
    .map((declaration) => `${declaration} !important`)
    .join(';');
  return `.${className}{${body}}`;
}

/**
 * Server-rendered markup without inline CSS: `<style>` elements' text and each distinct `style`
 * attribute (as a class `nh-pN`) go to the returned stylesheet.
 */
export function extractInlineStyles(markup: string) {
  const sheets: string[] = [];
  const withoutSheets = markup.replace(/<style\b[^>]*>([\s\S]*?)<\/style>/g, (_, css: string) => {
    sheets.push(css);
    return '';
  });
  const classes = new Map<string, string>();
  // React escapes `>` inside attribute values, so a tag ends at the first `>`.
  const html = withoutSheets.replace(
    /<([a-zA-Z][\w:-]*)(\s[^>]*?)?(\/?)>/g,
    (tag, name: string, attributes = '', selfClosing: string) => {
      const style = / style="([^"]*)"/.exec(attributes);
      if (!style) return tag;
      const declarations = unescapeAttribute(style[1]!);
      let className = classes.get(declarations);
      if (!className) {
        className = `nh-p${classes.size}`;
        classes.set(declarations, className);
      }
      let rest = attributes.replace(style[0], '');
      rest = / class="/.test(rest)
        ? rest.replace(
            / class="([^"]*)"/,
            (_: string, c: string) => ` class="${c ? `${c} ` : ''}${className}"`,
          )
        : `${rest} class="${className}"`;
      return `<${name}${rest}${selfClosing}>`;
    },
  );
  const rules = [...classes].map(([declarations, name]) => importantRule(name, declarations));
  return { html, css: [...sheets, ...rules].join('\n') };
}

/**
 * Pseudo-classes and pseudo-elements a selector is matched without: a state the drawn page is
 * not in now (hover, focus) may still be the one it shows, so such a rule is kept when the rest
 * of its selector matches.
 */
const STATE_PSEUDO =
  /::?(?:hover|focus|focus-visible|focus-within|active|visited|before|after|placeholder|selection|-webkit-[\w-]+|-moz-[\w-]+)(?![\w-])/g;

const CRITICAL_LAYER = 'nh-drawn';

/**
 * The rules of `css` whose selectors match something in `html` in either colour scheme, in
 * their order and at-rules, inside `@layer nh-drawn`: enough to paint the drawn page, and weaker
 * than the same stylesheet's unlayered rules once the app applies it whole. A selector this
 * cannot test (one the DOM does not parse) is kept, as are at-rules without rules (keyframes,
 * font faces).
 */
export function criticalCss(css: string, html: string) {
  const documents = (['light', 'dark'] as const).map((scheme) => {
    const { document } = new JSDOM(html).window;
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
    return document;
  });
  const matches = (selector: string) => {
    try {
      const bare = selector.replace(STATE_PSEUDO, '').trim() || '*';
      return documents.some((document) => document.querySelector(bare) !== null);
    } catch {
      return true;
    }
  };
  const sheet = postcss.parse(css);
  sheet.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name))
      return;
    const kept = rule.selectors.filter(matches);
    if (kept.length === 0) rule.remove();
    else rule.selectors = kept;
  });
  removeEmptyAtRules(sheet);
  return `@layer ${CRITICAL_LAYER}{${sheet.toString()}}`;
}

function removeEmptyAtRules(container: Container) {
  container.each((node) => {
    if (node.type !== 'atrule' || !node.nodes) return;
    removeEmptyAtRules(node);
    if (node.nodes.length === 0) node.remove();
  });
}

type Manifest = Record<
  string,
  { file: string; imports?: string[]; isEntry?: boolean; css?: string[] }
>;

/**
 * The files of a route module and of everything it imports statically, less what the entry
 * loads already: preloaded by the start script, they download while the entry does, and the
 * router finds them loaded instead of adding each one to <head> itself.
 */
export function routeFiles(manifest: Manifest, routeModule: string) {
  const loaded = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, loaded);
  if (!manifest[routeModule]) throw new Error(`prerender: ${routeModule} is not in the manifest`);
  const route = new Set<string>();
  collect(routeModule, route);
  return [...route].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]!.file}`);
}

/** The app's stylesheets, which the entry's chunks bring. */
export function entryStylesheets(manifest: Manifest) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry?.css?.length) throw new Error('prerender: the entry has no stylesheet');
  return entry.css.map((file) => `/${file}`);
}

/** index.html's tags for the entry's script and for what it preloads. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const ENTRY_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The entry's script and the files index.html preloads for it. */
export function entryScripts(indexHtml: string) {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry) throw new Error('prerender: index.html has no module script');
  const preloaded = [...indexHtml.matchAll(ENTRY_PRELOAD)];
  return { entry, preload: preloaded.map((match) => match[1]!) };
}

/**
 * index.html with the page in #root; in <head> its stylesheet, the colour-scheme script and the
 * script that starts the app (instead of the entry's own tags), and the app's stylesheets
 * loading without blocking the first paint.
 */
export function prerenderedPage(
  indexHtml: string,
  page: {
    title: string;
    markup: string;
    stylesheet: string;
    script: string;
    start: string;
    audience: 'visitor' | 'member';
    deferredStylesheets: string[];
  },
) {
  let html = indexHtml.replace(ENTRY_SCRIPT, '').replace(ENTRY_PRELOAD, '');
  for (const href of page.deferredStylesheets) {
    const link = new RegExp(`<link rel="stylesheet"( crossorigin)? href="${href}">`);
    if (!link.test(html)) throw new Error(`prerender: index.html does not link ${href}`);
    html = html.replace(
      link,
      `<link rel="stylesheet"$1 href="${href}" media="print" ${FULL_STYLESHEET}>`,
    );
  }
  const head = [
    `<link rel="stylesheet" href="${page.stylesheet}">`,
    `<script src="${page.script}" data-audience="${page.audience}"></script>`,
    `<script type="module" src="${page.start}"></script>`,
  ]
    .map((line) => `  ${line}\n  `)
    .join('');
  const root = `<div id="root"><div data-nh-prerendered inert aria-disabled="true">${page.markup}</div></div>`;
  html = html
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title} · Net Hub</title>`)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', root);
  if (!html.includes('data-nh-prerendered')) throw new Error('prerender: index.html has no #root');
  return html;
}

const STYLESHEET_SLOT = '/assets/prerendered-stylesheet-slot.css';

const hashed = (name: string, ext: string, source: string) =>
  `assets/${name}-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.${ext}`;

export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'nethub:prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        resolve: { tsconfigPaths: true },
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const module = (await server.ssrLoadModule(
          '/src/app/prerender.tsx',
        )) as typeof PrerenderModule;
        const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(
          await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as Manifest;
        const script = hashed('prerendered', 'js', headScript);
        await writeFile(path.join(outDir, script), headScript);
        await mkdir(path.join(outDir, PRERENDER_DIR), { recursive: true });
        const appStylesheets = entryStylesheets(manifest);
        const { entry, preload: entryPreload } = entryScripts(indexHtml);
        const appCss = (
          await Promise.all(
            appStylesheets.map((href) => readFile(path.join(outDir, href.slice(1)), 'utf8')),
          )
        ).join('\n');
        for (const [pagePath, page] of Object.entries(module.PRERENDERED_PAGES)) {
          const { html, css } = extractInlineStyles(module.renderPage(pagePath));
          const start = startScript(entry, [
            ...entryPreload,
            ...routeFiles(manifest, page.routeModule),
          ]);
          const startFile = hashed('prerendered-start', 'js', start);
          await writeFile(path.join(outDir, startFile), start);
          // The page's stylesheet holds the rules its document matches: named once both exist.
          const document = prerenderedPage(indexHtml, {
            title: page.title,
            audience: page.audience,
            markup: html,
            stylesheet: STYLESHEET_SLOT,
            script: `/${script}`,
            start: `/${startFile}`,
            deferredStylesheets: appStylesheets,
          });
          const sheet = `${criticalCss(appCss, document)}\n${css}\n${HIDE_RULE}\n`;
          const stylesheet = hashed('prerendered', 'css', sheet);
          await writeFile(path.join(outDir, stylesheet), sheet);
          await writeFile(
            path.join(outDir, PRERENDER_DIR, `${page.file}.html`),
            document.replace(STYLESHEET_SLOT, `/${stylesheet}`),
          );
        }
      } finally {
        await server.close();
      }
    },
  };
}
