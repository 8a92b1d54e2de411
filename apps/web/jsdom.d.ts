/**
 * The part of jsdom's API the build's prerender step uses (prerender-plugin.ts). Not @types/jsdom:
 * vitest's types import 'jsdom', so those types would bring the DOM library into every
 * workspace's compile, the server's too.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
