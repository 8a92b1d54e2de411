/**
 * What the Content-Security-Policy asks of the app, set up before anything else runs.
 *
 * No eval: zod 4 compiles object schemas with `new Function` when it may (a probe, then a JIT
 * fast path). The CSP forbids it, so the probe would only raise a violation on every page;
 * jitless mode uses the interpreted path from the start.
 *
 * Set through the global object zod reads its configuration from (`globalThis.__zod_globalConfig`,
 * shared by every copy of zod, created only if missing, so this works before or after zod loads), not `z.config()`: importing zod here
 * would put it in the first load, which needs no schema (decision 018). csp.test.ts checks that
 * zod still sees the setting.
 */
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(zodConfig.__zod_globalConfig ??= {}).jitless = true;

/**
 * The per-response style nonce the server puts in index.html (`<meta property="csp-nonce"
 * nonce>`), for the <style> elements Mantine and the modals' scroll lock insert; undefined
 * where there is none (tests, the Vite dev server, which sends no CSP).
 */
export const styleNonce: string | undefined =
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

// react-style-singleton (react-remove-scroll, under Mantine's Modal and Drawer) takes its nonce
// from get-nonce, which falls back to the global `__webpack_nonce__`.
if (styleNonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = styleNonce;
