import { FileText } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { shrinkOutputType } from '@/lib/upload/shrink-output';

/** A small preview of an image file, or a document icon; decorative (the name is beside it). */
export function FileThumbnail({ file }: { file: File }) {
  const image = useRef<HTMLImageElement>(null);
  const isImage = file.type.startsWith('image/') || shrinkOutputType(file) !== undefined;

  useLayoutEffect(() => {
    if (!isImage || !image.current) return undefined;
    const url = URL.createObjectURL(file);
    image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file, isImage]);

  if (!isImage) {
    return (
      <span className="grid size-12 shrink-0 place-items-center rounded-md bg-muted text-muted-foreground">
        <FileText aria-hidden="true" className="size-6" />
      </span>
    );
  }
  return <img ref={image} alt="" className="size-12 shrink-0 rounded-md bg-muted object-cover" />;
}
