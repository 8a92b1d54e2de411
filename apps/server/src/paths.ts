import { fileURLToPath } from 'node:url';

/**
 * The server package's folder. This file sits one level below it both as a source
 * (src/paths.ts) and inside the compiled bundle (dist/main.js), so the same URL works in both.
 */
const serverRoot = new URL('..', import.meta.url);

export const serverPath = (relative: string) => fileURLToPath(new URL(relative, serverRoot));
