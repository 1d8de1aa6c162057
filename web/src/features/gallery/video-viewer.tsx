import { Play, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { youtubeEmbedUrl } from '../../../../domain/listings/youtube.ts';
import { cn } from '../../ui/cn.ts';
import { YoutubeThumbnail } from './youtube-thumbnail.tsx';
import { DialogClose, DialogFrame, DialogTitle } from '../../ui/dialog-shell.tsx';

/** A video the viewer plays: a recognised YouTube link or a direct video file. */
export type GalleryVideo = { kind: 'youtube'; id: string; url: string; title: string } | { kind: 'file'; url: string; title: string };

interface VideoViewerProps {
  videos: readonly GalleryVideo[];
  /** The index to start on, or null when closed. */
  openAt: number | null;
  onClose: () => void;
}

/** SPEC 2: the video viewer for YouTube and direct video files, with the video titles. */
export function VideoViewer({ videos, openAt, onClose }: VideoViewerProps) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (openAt !== null) setIndex(openAt);
  }, [openAt]);
  const current = videos[index];

  return (
    <DialogFrame open={openAt !== null} onOpenChange={(o) => !o && onClose()} frame="full" aria-describedby={undefined} data-testid="video-viewer">
      <div className="relative z-10 flex shrink-0 items-center gap-3 border-b border-white/10 bg-slate-950 px-4 py-3" data-testid="viewer-bar">
        <DialogTitle className="mr-auto min-w-0 truncate text-sm font-semibold sm:text-base">{current?.title ?? 'Videos'}</DialogTitle>
        <span className="text-sm text-white/70">
          {index + 1} / {videos.length}
        </span>
        <DialogClose aria-label="Close" className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20">
          <X className="size-5" aria-hidden />
        </DialogClose>
      </div>
      <div className="flex min-h-0 flex-1 items-center justify-center px-2 sm:px-8">
        <div className="aspect-video w-full max-w-5xl overflow-hidden rounded-lg bg-black">
          {current?.kind === 'youtube' && (
            <iframe
              key={current.id}
              title={current.title}
              src={`${youtubeEmbedUrl(current.id)}?autoplay=1&rel=0`}
              className="h-full w-full"
              allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
            />
          )}
          {current?.kind === 'file' && (
            <video key={current.url} src={current.url} controls autoPlay playsInline className="h-full w-full" aria-label={current.title} />
          )}
        </div>
      </div>
      {videos.length > 1 && (
        <ul className="flex gap-3 overflow-x-auto px-4 py-3" aria-label="Videos">
          {videos.map((v, i) => (
            <li key={v.url} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-current={i === index ? 'true' : undefined}
                className={cn('group block w-40 text-left', i === index ? '' : 'opacity-70 hover:opacity-100')}
              >
                <span
                  className={cn(
                    'relative block aspect-video overflow-hidden rounded-md bg-slate-800 ring-2',
                    i === index ? 'ring-brand-400' : 'ring-transparent',
                  )}
                >
                  {v.kind === 'youtube' ? <YoutubeThumbnail id={v.id} alt="" /> : <Play className="absolute inset-0 m-auto size-8 text-white/80" aria-hidden />}
                </span>
                <span className="mt-1 block truncate text-xs">{v.title}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </DialogFrame>
  );
}
