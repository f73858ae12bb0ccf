import { mediaSrcSet } from '@vitrina/contract';

interface LazyImageProps {
  /** An image of the API: its URL and its own alt text. */
  image: { file: string; alt: string };
  /** Overrides the image's alt text ('' when a title next to it already says what it shows). */
  alt?: string;
  /** The intrinsic size, when known: it reserves the box before the file arrives. */
  width?: number;
  height?: number;
  className?: string;
  /** How wide it is shown, for an uploaded picture's variants (the <img> `sizes`); a card's width by default. */
  sizes?: string;
}

/**
 * An API image below the fold (cards, logos): loaded lazily and decoded off the main thread. A plain img,
 * not next/image: the files are our own SVGs and drawings, and a plain img keeps CSP and caching simple.
 */
export function LazyImage({
  image,
  alt = image.alt,
  width,
  height,
  className,
  sizes = '(max-width: 640px) 100vw, 400px',
}: LazyImageProps) {
  const srcSet = mediaSrcSet(image.file);
  // Only the attributes that have a value: an undefined one is still written into the page's RSC payload
  // ("sizes":"$undefined"), once per card of a server-rendered grid.
  const given = Object.entries({ className, srcSet, sizes: srcSet && sizes, width, height });
  const attributes = Object.fromEntries(given.filter(([, value]) => value !== undefined));
  return (
    // biome-ignore lint/performance/noImgElement: see above, API images of known kind and size
    <img src={image.file} alt={alt} loading="lazy" decoding="async" {...attributes} />
  );
}
