import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DEMO_IMAGE_WIDTHS, type DemoImages, type DemoImageWidth } from '../platform/demo-images.ts';
import { parseDemoImagePath, type DemoImageSpec } from './demo-art/parse.ts';
import { DEMO_HERO_SIZE, DEMO_IMAGE_SIZE, renderDemoSvg } from './demo-art/render.ts';
import { createDrawQueue, type DrawQueue } from './demo-draw-queue.ts';
import { DEMO_WEBP, demoRecipe } from './demo-image-recipe.ts';
import { isDemoImage } from './demo-images.ts';

const stats = { drawing: 0, maxConcurrent: 0, drawn: 0 };

/** How many demo images this process has drawn, and the most it ever drew at once (tests, logs). */
export function demoDrawStats(): Readonly<typeof stats> {
  return stats;
}

const ownWidth = (spec: DemoImageSpec) => (spec.category === 'hero' ? DEMO_HERO_SIZE.width : DEMO_IMAGE_SIZE.width);

/** The widths an image is kept at: the offered ones up to its own size (a wider one would be the same picture). */
const widthsOf = (spec: DemoImageSpec) => DEMO_IMAGE_WIDTHS.filter((w) => w <= ownWidth(spec));

const fit = (spec: DemoImageSpec, width: number) => Math.min(width, Math.max(...widthsOf(spec)));

interface Job {
  spec: DemoImageSpec;
  category: string;
  file: string;
  /** Widths a visitor waits for, drawn before the others. */
  wanted: number[];
  ready: Map<number, Buffer>;
  waiters: Map<number, Array<{ resolve: (b: Buffer) => void; reject: (err: unknown) => void }>>;
  started: boolean;
  finished: boolean;
  drew: boolean;
  done: Promise<void>;
}

export interface DemoImageCacheOptions {
  /** Drawings at once: one per core (at most 4) unless given. */
  concurrency?: number;
  /** The recipe's hash, the name of the folder its images are kept in: this code's (demoRecipe()) unless given. */
  recipe?: string;
  /** Draws the picture as SVG: the demo art's renderDemoSvg unless given (tests). */
  render?: (spec: DemoImageSpec) => string | Promise<string>;
}

export interface DemoImageCache extends DemoImages {
  /**
   * Draws, in the background, every width of each image not yet kept, in
   * the order given (the first pages' first); a visitor's request goes ahead of them. Resolves with how many
   * images were drawn.
   */
  prefill(urls: readonly string[]): Promise<number>;
  /** What waits to be drawn and what is being drawn (tests, logs). */
  queue(): ReturnType<DrawQueue['snapshot']>;
}

/**
 * The demo image cache of one data folder: `{DATA_DIR}/media-cache/demo/{recipe}/{category}/{width}-{file}`.
 * Demo photos are drawn locally (no network at run time), ahead of time once the demo data is seeded
 * (server/main.ts), otherwise on first request, and kept on disk between starts while the recipe is the same.
 * Drawn ahead, an image is rasterised once and every width encoded from those pixels. Asked for before that,
 * it is rasterised at the asked width only (a 640 px picture costs about a quarter of the whole image), ahead of the
 * background queue; an image whose drawing ahead has begun encodes the asked width next instead. The drawing
 * runs in the image library's threads, one image per core, so the API keeps answering meanwhile.
 */
export function demoImageCache(dataDir: string, options: DemoImageCacheOptions = {}): DemoImageCache {
  const root = join(dataDir, 'media-cache', 'demo');
  const recipe = options.recipe ?? demoRecipe();
  const cacheDir = join(root, recipe);
  const render = options.render ?? renderDemoSvg;
  const drawQueue = createDrawQueue(options.concurrency ?? Math.min(availableParallelism(), 4));
  const jobs = new Map<string, Job>();
  const quick = new Map<string, Promise<Buffer>>();
  let jobCount = 0;
  const pathOf = (category: string, file: string, width: number) => join(cacheDir, category, `${width}-${file}`);
  const specOf = (category: string, file: string) => {
    const spec = parseDemoImagePath(category, file);
    // Only the demo data's own images are drawn: the cache holds at most those times the widths.
    return spec && isDemoImage(category, file) ? spec : null;
  };

  // Images kept for another recipe (or before recipes had folders) are never served again: removed once.
  let pruned: Promise<void> | null = null;
  const prune = () =>
    (pruned ??= readdir(root)
      .catch(() => [] as string[])
      .then((names) => Promise.all(names.filter((n) => n !== recipe).map((n) => rm(join(root, n), { recursive: true, force: true }))))
      .then(() => undefined));

  // Written beside and renamed into place: another process sharing the folder never reads half a file.
  async function store(category: string, file: string, width: number, image: Buffer) {
    const path = pathOf(category, file, width);
    await mkdir(join(cacheDir, category), { recursive: true });
    const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, image);
    await rename(temporary, path);
  }

  async function counted<T>(work: () => Promise<T>): Promise<T> {
    stats.drawing++;
    stats.maxConcurrent = Math.max(stats.maxConcurrent, stats.drawing);
    try {
      return await work();
    } finally {
      stats.drawing--;
      stats.drawn++;
    }
  }

  /** Every missing width of one image, from one raster at its own size; the widths a visitor waits for first. */
  async function draw(job: Job, missing: number[]) {
    const svg = await render(job.spec);
    const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    const left = new Set(missing);
    while (left.size > 0) {
      const width = job.wanted.find((w) => left.has(w)) ?? Math.min(...left);
      left.delete(width);
      // Drawn meanwhile at this width for a visitor: kept as it is.
      const path = pathOf(job.category, job.file, width);
      if (existsSync(path)) {
        const waiting = job.waiters.get(width);
        if (waiting) {
          const kept = await readFile(path);
          for (const w of waiting) w.resolve(kept);
          job.waiters.delete(width);
        }
        continue;
      }
      const pixels = sharp(data, { raw: info });
      const image = await (width < info.width ? pixels.resize({ width }) : pixels).webp(DEMO_WEBP).toBuffer();
      await store(job.category, job.file, width, image);
      job.ready.set(width, image);
      for (const w of job.waiters.get(width) ?? []) w.resolve(image);
      job.waiters.delete(width);
    }
    job.drew = true;
  }

  /** One width of one image, rasterised at that width: what a visitor asks for before it was drawn ahead. */
  async function drawWidth(category: string, file: string, spec: DemoImageSpec, width: number): Promise<Buffer> {
    const kept = await readFile(pathOf(category, file, width)).catch(() => null);
    if (kept) return kept;
    // The image library renders the SVG at the size asked for (not at its own, then scaled down).
    const image = await counted(async () =>
      sharp(Buffer.from(await render(spec)))
        .resize({ width })
        .webp(DEMO_WEBP)
        .toBuffer(),
    );
    await store(category, file, width, image);
    return image;
  }

  async function run(job: Job) {
    job.started = true;
    try {
      await prune();
      const missing = widthsOf(job.spec).filter((w) => !existsSync(pathOf(job.category, job.file, w)));
      if (missing.length > 0) await counted(() => draw(job, missing));
    } finally {
      job.finished = true;
      // Whatever is still awaited was on disk already (an earlier start, another process), or the drawing failed.
      for (const [width, waiters] of job.waiters) {
        const read = readFile(pathOf(job.category, job.file, width));
        for (const w of waiters) read.then(w.resolve, w.reject);
      }
      job.waiters.clear();
    }
  }

  /** The background drawing of every width of `{category}/{file}`: the one queued already, or a new one. */
  function drawAhead(category: string, file: string, spec: DemoImageSpec): { job: Job; done: Promise<void> } {
    const key = `${category}/${file}`;
    const queued = jobs.get(key);
    if (queued) return { job: queued, done: queued.done };
    const job: Job = {
      spec,
      category,
      file,
      wanted: [],
      ready: new Map(),
      waiters: new Map(),
      started: false,
      finished: false,
      drew: false,
      done: Promise.resolve(),
    };
    jobs.set(key, job);
    job.done = drawQueue.add(`${key}#${++jobCount}`, 'background', () => run(job)).finally(() => jobs.delete(key));
    return { job, done: job.done };
  }

  function ask(job: Job, width: number): Promise<Buffer> {
    const ready = job.ready.get(width);
    if (ready) return Promise.resolve(ready);
    if (job.finished) return readFile(pathOf(job.category, job.file, width));
    if (!job.wanted.includes(width)) job.wanted.push(width);
    return new Promise((resolve, reject) => job.waiters.set(width, [...(job.waiters.get(width) ?? []), { resolve, reject }]));
  }

  return {
    /**
     * The image at one width: read from disk; or, from the image being drawn ahead, next; or drawn at that width
     * ahead of the background queue. Asked again while drawing, drawn once.
     */
    async get(category, file, width: DemoImageWidth) {
      const spec = specOf(category, file);
      if (!spec) return null;
      const w = fit(spec, width);
      const kept = await readFile(pathOf(category, file, w)).catch(() => null);
      if (kept) return kept;
      const ahead = jobs.get(`${category}/${file}`);
      if (ahead?.started) return ask(ahead, w);
      const key = `${category}/${file}@${w}`;
      let drawing = quick.get(key);
      if (!drawing) {
        let image: Buffer | undefined;
        drawing = drawQueue
          .add(`${key}#${++jobCount}`, 'request', async () => {
            image = await drawWidth(category, file, spec, w);
          })
          .then(() => image!)
          .finally(() => quick.delete(key));
        quick.set(key, drawing);
      }
      return drawing;
    },

    async prefill(urls) {
      await prune();
      const drawing: Array<{ job: Job; done: Promise<void> }> = [];
      for (const url of urls) {
        const [category = '', file = ''] = url.replace(/^\/media\/demo\//, '').split('/');
        const spec = specOf(category, file);
        if (!spec || widthsOf(spec).every((w) => existsSync(pathOf(category, file, w)))) continue;
        drawing.push(drawAhead(category, file, spec));
      }
      const results = await Promise.allSettled(drawing.map((d) => d.done));
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
      return drawing.filter((d) => d.job.drew).length;
    },

    queue: () => drawQueue.snapshot(),
  };
}
