import { isWebPagePath, WEB_PAGE_SEGMENTS } from '@nethub/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every path the router declares, joined with its parents' (layout routes have none). */
function routePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent}/${route.path}`
      : parent;
    const children = route.children ? routePaths(route.children, own) : [];
    return route.path ? [own, ...children] : children;
  });
}

const firstSegment = (path: string) => path.replace(/^\/+/, '').split('/')[0]!;

describe('the pages the server serves the app on', () => {
  const paths = routePaths(routes).filter((path) => firstSegment(path) !== '*');

  it('lists the first segment of every route (the server answers any other path 404)', () => {
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) expect(isWebPagePath(path), path).toBe(true);
  });

  it('lists no segment the router does not route', () => {
    const routed = new Set(paths.map(firstSegment));
    expect(WEB_PAGE_SEGMENTS.filter((segment) => !routed.has(segment))).toEqual([]);
  });
});
