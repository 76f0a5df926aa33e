import type { Ref } from "react";
import {
  EMBED_FRAME_ATTRIBUTES,
  type Embed,
  embedSrc,
} from "#app/utils/embeds.ts";

/**
 * The one iframe template for third-party media: our own src built from the
 * parsed id, and fixed sandbox, referrer policy, loading and allow values.
 * Returns null for providers without a frame (Houzz).
 */
export function EmbedFrame({
  embed,
  title,
  className,
  ref,
}: {
  embed: Embed;
  title: string;
  className?: string;
  ref?: Ref<HTMLIFrameElement>;
}) {
  const src = embedSrc(embed);
  if (!src) return null;
  return (
    <iframe
      ref={ref}
      src={src}
      title={title}
      sandbox={EMBED_FRAME_ATTRIBUTES.sandbox}
      referrerPolicy={EMBED_FRAME_ATTRIBUTES.referrerPolicy}
      loading={EMBED_FRAME_ATTRIBUTES.loading}
      allow={EMBED_FRAME_ATTRIBUTES.allow}
      allowFullScreen={EMBED_FRAME_ATTRIBUTES.allowFullScreen}
      className={className}
    />
  );
}
