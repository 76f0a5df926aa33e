import { srcSet } from "#app/utils/media.ts";

/**
 * A responsive image: AVIF and WebP at 400, 800 and 1200 px, with width and
 * height set so the layout never shifts while it loads.
 */
export function Picture({
  src,
  alt,
  sizes,
  width = 1200,
  height = 900,
  priority = false,
  className,
}: {
  src: string;
  alt: string;
  sizes: string;
  width?: number;
  height?: number;
  priority?: boolean;
  className?: string;
}) {
  const avif = srcSet(src, "avif");
  const webp = srcSet(src, "webp");
  return (
    <picture>
      {avif ? <source type="image/avif" srcSet={avif} sizes={sizes} /> : null}
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={className}
      />
    </picture>
  );
}
