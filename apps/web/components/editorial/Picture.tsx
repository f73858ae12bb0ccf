import { mediaSrcSet } from '@vitrina/contract';
import type { SizedImage } from '@/lib/api';

interface PictureProps {
  image: SizedImage;
  /** '' when the picture only illustrates a text next to it. */
  alt: string;
  /** Above the fold (the page's main picture, the first cards): load at once. */
  eager?: boolean;
  priority?: boolean;
}

/** An editorial illustration (an SVG from the API's /static/) with its box reserved by width and height. */
export function Picture({ image, alt, eager = false, priority = false }: PictureProps) {
  const srcSet = mediaSrcSet(image.file);
  return (
    // biome-ignore lint/performance/noImgElement: drawn SVGs of known size; nothing for next/image to optimise
    <img
      src={image.file}
      srcSet={srcSet}
      sizes={srcSet ? '(max-width: 768px) 100vw, 50vw' : undefined}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
