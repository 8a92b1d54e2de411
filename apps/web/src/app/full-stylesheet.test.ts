import { afterEach, describe, expect, it } from 'vitest';
import { applyFullStylesheet } from './full-stylesheet';

describe('applyFullStylesheet', () => {
  afterEach(() => document.head.replaceChildren());

  it("applies a drawn page's app stylesheet once it has loaded", async () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.media = 'print';
    link.setAttribute('data-nh-full-css', '');
    document.head.append(link);
    let applied = false;
    const done = applyFullStylesheet().then(() => (applied = true));
    await Promise.resolve();
    expect(applied).toBe(false);
    expect(link.media).toBe('print');
    link.dispatchEvent(new Event('load'));
    await done;
    expect(link.media).toBe('all');
  });

  it('resolves at once on a page without one', async () => {
    await expect(applyFullStylesheet()).resolves.toBeUndefined();
  });
});
