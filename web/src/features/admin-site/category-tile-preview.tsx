import { useEffect, useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from '../../ui/cn.ts';

/**
 * How a category's tile will look on the home page (Browse by Category): its image, name and count text.
 * An image that does not load says so, so a wrong address shows before it is saved.
 */
export function CategoryTilePreview({ title, imageUrl, countText, className }: { title: string; imageUrl: string; countText: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [imageUrl]);
  return (
    <figure
      className={cn('w-44 shrink-0 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm', className)}
      data-testid="category-tile-preview"
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        {imageUrl && !failed ? (
          <img src={imageUrl} alt={`Preview of ${title || 'the category'}`} className="size-full object-cover" onError={() => setFailed(true)} />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-1 px-2 text-center text-xs text-slate-600">
            <ImageOff className="size-5 text-slate-400" aria-hidden />
            {imageUrl ? 'This image does not load' : 'No image yet'}
          </div>
        )}
      </div>
      <figcaption className="p-3">
        <p className="truncate text-sm font-bold text-slate-900">{title || 'Category name'}</p>
        <p className="mt-0.5 text-xs text-slate-500">{countText}</p>
      </figcaption>
    </figure>
  );
}
