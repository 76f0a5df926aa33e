// Stored image URLs look like /media/<uuid>-1200.webp; every image exists at
// the widths below in AVIF and WebP (docs/product.md, "What the site does and for whom": 400, 800 and 1200).
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
export const IMAGE_FORMATS = ["avif", "webp"] as const;
/** The largest file the pipeline takes, checked in the browser too. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const STORED_URL =
  /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-1200\.webp$/;

/** True for the URL of an image the pipeline stored (its 1200 px WebP). */
export function isStoredImageUrl(url: string): boolean {
  return STORED_URL.test(url);
}

/** The image id in a stored image's URL, or null. */
export function storedImageId(url: string): string | null {
  return STORED_URL.exec(url)?.[1] ?? null;
}

export function variantUrl(
  url: string,
  width: number,
  format: ImageFormat,
): string | null {
  const match = STORED_URL.exec(url);
  if (!match || !(IMAGE_WIDTHS as readonly number[]).includes(width))
    return null;
  if (!(IMAGE_FORMATS as readonly string[]).includes(format)) return null;
  return `/media/${match[1]}-${width}.${format}`;
}

export function srcSet(url: string, format: ImageFormat): string | undefined {
  if (!STORED_URL.test(url)) return undefined;
  return IMAGE_WIDTHS.map(
    (width) => `${variantUrl(url, width, format)} ${width}w`,
  ).join(", ");
}
