import { ChevronLeft, ChevronRight, RotateCw, X, ZoomIn, ZoomOut } from 'lucide-react';
import { useCallback, useRef, useState, type PointerEvent } from 'react';
import { nextRotation, nextZoom, ZOOM, type GalleryPhoto } from '../../../../domain/listings/gallery.ts';
import { cn } from '../../ui/cn.ts';
import { GalleryImage } from './gallery-image.tsx';
import { DialogClose, DialogFrame, DialogTitle } from '../../ui/dialog-shell.tsx';

export type LightboxSet = 'exterior' | 'interior' | 'all';

const SET_TITLES: Record<LightboxSet, string> = { exterior: 'Exterior', interior: 'Interior', all: 'All Photos' };

interface LightboxProps {
  photos: readonly GalleryPhoto[];
  open: { set: LightboxSet; index: number } | null;
  onClose: () => void;
  onSetChange: (set: LightboxSet) => void;
  title: string;
}

const toolButton =
  'inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-40';

/** SPEC 2: the full-screen photo viewer by category: zoom 0.5x-5x in steps of 1.5, rotate 90 degrees, pan, keyboard. */
export function Lightbox({ photos, open, onClose, onSetChange, title }: LightboxProps) {
  const images = photos.filter((p) => p.fileType === 'image');
  const sets: LightboxSet[] = (['exterior', 'interior'] as const).filter((s) => images.some((p) => p.category === s));
  const set = open?.set ?? 'all';
  const list = set === 'all' ? images : images.filter((p) => p.category === set);
  const [index, setIndex] = useState(open?.index ?? 0);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; panX: number; panY: number } | null>(null);

  const reset = useCallback(() => {
    setZoom(1);
    setRotation(0);
    setPan({ x: 0, y: 0 });
  }, []);

  // A new opening (another photo or set) starts at its photo with the view reset, in the same render:
  // set in an effect, the new set would first be drawn at the old index ('6 / 5').
  const [openedAs, setOpenedAs] = useState(open);
  if (open !== openedAs) {
    setOpenedAs(open);
    if (open) {
      setIndex(open.index);
      reset();
    }
  }

  const count = list.length;
  const go = useCallback(
    (step: number) => {
      if (count === 0) return;
      setIndex((i) => (i + step + count) % count);
      reset();
    },
    [count, reset],
  );
  const zoomBy = useCallback((direction: 'in' | 'out') => {
    setZoom((z) => {
      const next = nextZoom(z, direction);
      if (next <= 1) setPan({ x: 0, y: 0 });
      return next;
    });
  }, []);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(1);
    else if (e.key === 'ArrowLeft') go(-1);
    else if (e.key === '+' || e.key === '=') zoomBy('in');
    else if (e.key === '-' || e.key === '_') zoomBy('out');
    else return;
    e.preventDefault();
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, panX: pan.x, panY: pan.y };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    setPan({ x: d.panX + (e.clientX - d.x), y: d.panY + (e.clientY - d.y) });
  };
  const endDrag = () => {
    drag.current = null;
  };

  const current = list[Math.min(index, Math.max(0, count - 1))];
  return (
    <DialogFrame
      open={open !== null}
      onOpenChange={(o) => !o && onClose()}
      frame="full"
      onKeyDown={onKeyDown}
      aria-describedby={undefined}
      data-testid="lightbox"
    >
      <div className="relative z-10 flex shrink-0 flex-wrap items-center gap-3 border-b border-white/10 bg-slate-950 px-4 py-3" data-testid="viewer-bar">
        <DialogTitle className="mr-auto min-w-0 truncate text-sm font-semibold sm:text-base">
          {title} · {SET_TITLES[set]}{' '}
          <span className="font-normal text-white/70" data-testid="lightbox-counter">
            {count === 0 ? 0 : index + 1} / {count}
          </span>
        </DialogTitle>
        {sets.length > 1 && (
          <div role="group" aria-label="Photo category" className="flex rounded-full bg-white/10 p-1 text-xs font-semibold">
            {[...sets, 'all' as const].map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={s === set}
                onClick={() => onSetChange(s)}
                className={cn('rounded-full px-3 py-1.5', s === set ? 'bg-white text-slate-900' : 'text-white/80 hover:text-white')}
              >
                {SET_TITLES[s]}
              </button>
            ))}
          </div>
        )}
        <div className="flex items-center gap-2">
          <button type="button" className={toolButton} aria-label="Zoom out" onClick={() => zoomBy('out')} disabled={zoom <= ZOOM.min}>
            <ZoomOut className="size-5" aria-hidden />
          </button>
          <span className="w-12 text-center text-sm tabular-nums" data-testid="lightbox-zoom">
            {Math.round(zoom * 100)}%
          </span>
          <button type="button" className={toolButton} aria-label="Zoom in" onClick={() => zoomBy('in')} disabled={zoom >= ZOOM.max}>
            <ZoomIn className="size-5" aria-hidden />
          </button>
          <button type="button" className={toolButton} aria-label="Rotate" onClick={() => setRotation(nextRotation)}>
            <RotateCw className="size-5" aria-hidden />
          </button>
          <DialogClose className={toolButton} aria-label="Close">
            <X className="size-5" aria-hidden />
          </DialogClose>
        </div>
      </div>

      <div className="relative flex min-h-0 flex-1 items-center justify-center overflow-hidden">
        <div
          className={cn(
            'flex h-full w-full touch-none items-center justify-center select-none',
            zoom > 1 ? 'cursor-grab active:cursor-grabbing' : 'cursor-default',
          )}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
          onDoubleClick={() => zoomBy('in')}
        >
          {current && (
            <GalleryImage
              key={current.url}
              url={current.url}
              sizes="100vw"
              priority
              alt={`${title}, ${SET_TITLES[set].toLowerCase()} photo ${index + 1} of ${count}`}
              data-testid="lightbox-image"
              data-zoom={zoom}
              data-rotation={rotation}
              className="max-h-full max-w-full object-contain transition-transform duration-150"
              style={{ transform: `translate(${pan.x}px, ${pan.y}px) rotate(${rotation}deg) scale(${zoom})` }}
            />
          )}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous photo"
              onClick={() => go(-1)}
              className={cn(toolButton, 'absolute top-1/2 left-3 size-12 -translate-y-1/2')}
            >
              <ChevronLeft className="size-7" aria-hidden />
            </button>
            <button type="button" aria-label="Next photo" onClick={() => go(1)} className={cn(toolButton, 'absolute top-1/2 right-3 size-12 -translate-y-1/2')}>
              <ChevronRight className="size-7" aria-hidden />
            </button>
          </>
        )}
      </div>

      {count > 1 && (
        <div className="flex gap-2 overflow-x-auto px-4 py-3" aria-label="Photos">
          {list.map((p, i) => (
            <button
              key={p.url}
              type="button"
              aria-label={`Photo ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => {
                setIndex(i);
                reset();
              }}
              className={cn(
                'h-14 w-20 shrink-0 overflow-hidden rounded-md ring-2',
                i === index ? 'ring-brand-400' : 'opacity-60 ring-transparent hover:opacity-100',
              )}
            >
              <GalleryImage url={p.url} sizes="80px" alt="" className="h-full w-full object-cover" />
            </button>
          ))}
        </div>
      )}
    </DialogFrame>
  );
}
