import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
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
    if (hidden) html.setAttribute('data-nh-prerendered', 'off');
  } catch (e) {
    html.setAttribute('data-mantine-color-scheme', 'light');
    if (forMembers) html.setAttribute('data-nh-prerendered', 'off');
  }
})();
`;

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

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The files of a route module and of everything it imports statically, less what index.html
 * loads already: preloaded with the page, they download while the entry does, and the router
 * finds them loaded instead of adding each one to <head> itself.
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

/** index.html with the page in #root, its stylesheet and the colour-scheme script in <head>. */
export function prerenderedPage(
  indexHtml: string,
  page: {
    title: string;
    markup: string;
    stylesheet: string;
    script: string;
    audience: 'visitor' | 'member';
    preload: string[];
  },
) {
  const head = [
    ...page.preload.map(
      (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`,
    ),
    `<link rel="stylesheet" href="${page.stylesheet}">`,
    `<script src="${page.script}" data-audience="${page.audience}"></script>`,
  ]
    .map((line) => `  ${line}\n  `)
    .join('');
  const root = `<div id="root"><div data-nh-prerendered inert aria-disabled="true">${page.markup}</div></div>`;
  const html = indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${page.title} · Net Hub</title>`)
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', root);
  if (!html.includes('data-nh-prerendered')) throw new Error('prerender: index.html has no #root');
  return html;
}

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
        for (const [pagePath, page] of Object.entries(module.PRERENDERED_PAGES)) {
          const { html, css } = extractInlineStyles(module.renderPage(pagePath));
          const sheet = `${css}\n${HIDE_RULE}\n`;
          const stylesheet = hashed('prerendered', 'css', sheet);
          await writeFile(path.join(outDir, stylesheet), sheet);
          const file = path.join(outDir, PRERENDER_DIR, `${page.file}.html`);
          await writeFile(
            file,
            prerenderedPage(indexHtml, {
              title: page.title,
              audience: page.audience,
              markup: html,
              stylesheet: `/${stylesheet}`,
              script: `/${script}`,
              preload: routeFiles(manifest, page.routeModule),
            }),
          );
        }
      } finally {
        await server.close();
      }
    },
  };
}
