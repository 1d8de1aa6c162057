import { afterEach, describe, expect, it } from 'vitest';
import { acquireImageSlot, imageLoaderState, responsiveSources } from './image-loader.ts';

const releases: (() => void)[] = [];
function ask(priority: boolean, granted: string[], name: string) {
  const release = acquireImageSlot(priority, () => granted.push(name));
  releases.push(release);
  return release;
}
afterEach(() => {
  releases.splice(0).forEach((r) => r());
  expect(imageLoaderState()).toEqual({ running: 0, runningNormal: 0, queued: 0 });
});

describe('image loader (SPEC 9)', () => {
  it('lets ordinary images use only the 2 slots not kept for priority images', () => {
    const granted: string[] = [];
    for (let i = 1; i <= 5; i++) ask(false, granted, `thumb${i}`);
    expect(granted).toEqual(['thumb1', 'thumb2']);
    expect(imageLoaderState()).toEqual({ running: 2, runningNormal: 2, queued: 3 });
  });

  it('loads at most 6 at once, priority images going ahead of waiting ordinary ones', () => {
    const granted: string[] = [];
    const first = ask(false, granted, 'thumb1');
    ask(false, granted, 'thumb2');
    ask(false, granted, 'thumb3');
    for (let i = 1; i <= 5; i++) ask(true, granted, `hero${i}`);
    expect(granted).toEqual(['thumb1', 'thumb2', 'hero1', 'hero2', 'hero3', 'hero4']);
    expect(imageLoaderState().running).toBe(6);
    first();
    // The freed slot goes to the waiting priority image, not to the ordinary one queued before it.
    expect(granted.at(-1)).toBe('hero5');
  });

  it('frees a slot once, however often it is released, and drops a waiting image that is released', () => {
    const granted: string[] = [];
    const a = ask(false, granted, 'a');
    ask(false, granted, 'b');
    const c = ask(false, granted, 'c');
    c();
    a();
    a();
    expect(granted).toEqual(['a', 'b']);
    expect(imageLoaderState()).toEqual({ running: 1, runningNormal: 1, queued: 0 });
  });

  it('offers the media route widths as a srcset and leaves other addresses alone', () => {
    expect(responsiveSources('/media/abc.jpg')).toEqual({
      src: '/media/abc.jpg?w=640',
      srcSet:
        '/media/abc.jpg?w=320 320w, /media/abc.jpg?w=640 640w, /media/abc.jpg?w=960 960w, /media/abc.jpg?w=1280 1280w, /media/abc.jpg?w=1600 1600w, /media/abc.jpg?w=2400 2400w',
    });
    expect(responsiveSources('https://example.com/a.jpg')).toEqual({ src: 'https://example.com/a.jpg' });
  });
});
