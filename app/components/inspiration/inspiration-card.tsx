import { ExternalLink, Lightbulb, Play } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Picture } from "#app/components/ui/picture.tsx";
import {
  type Embed,
  embedActionLabel,
  embedSrc,
  providerLabels,
} from "#app/utils/embeds.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import {
  inspirationCategoryLabel,
  inspirationSourceLabel,
} from "./categories.ts";
import { EmbedFrame } from "./embed-frame.tsx";
import { TextLink } from "#app/components/ui/text-link.tsx";

export interface InspirationCardData {
  id: number;
  title: string;
  description: string | null;
  category: string;
  sourceType: string;
  thumbnailUrl: string | null;
  embed: Embed | null;
  outbound: string | null;
}

const playStyle =
  "inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-900 px-5 py-3 font-semibold text-white shadow-lg ring-2 ring-white hover:bg-brand-800";

/**
 * The thumbnail, and once asked for, the player. Nothing third-party loads
 * until the visitor clicks; without JavaScript the control is a plain link
 * to the post on its own site.
 */
function InspirationMedia({
  item,
  sizes,
  priority,
}: {
  item: InspirationCardData;
  sizes: string;
  priority: boolean;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const { embed, outbound, title } = item;
  const canFrame = embed !== null && embedSrc(embed) !== null;
  const isVideo = embed?.provider === "youtube" || embed?.provider === "vimeo";

  useEffect(() => {
    if (open) frameRef.current?.focus();
  }, [open]);

  if (open && embed) {
    return (
      <div
        className={`overflow-hidden rounded-lg bg-slate-100 ${
          isVideo ? "aspect-video" : "h-[36rem]"
        }`}
      >
        <EmbedFrame
          ref={frameRef}
          embed={embed}
          title={title}
          className="block size-full border-0"
        />
      </div>
    );
  }

  const label = embed ? embedActionLabel(embed.provider) : "";
  // The visible words come first in the name (WCAG 2.5.3), then the title
  // so every card's control is distinct.
  const accessibleName = `${label}: ${title}`;
  const content = (
    <>
      <Play aria-hidden="true" className="size-5" />
      {label}
    </>
  );

  return (
    <div className="relative aspect-[4/3] overflow-hidden rounded-lg bg-brand-100">
      {item.thumbnailUrl ? (
        <Picture
          src={item.thumbnailUrl}
          alt=""
          sizes={sizes}
          priority={priority}
          className="absolute inset-0 block size-full object-cover"
        />
      ) : null}
      {canFrame ? (
        <div className="absolute inset-0 flex items-center justify-center">
          {hydrated ? (
            <button
              type="button"
              className={playStyle}
              aria-label={accessibleName}
              onClick={() => setOpen(true)}
            >
              {content}
            </button>
          ) : outbound ? (
            <a
              href={outbound}
              rel="noopener noreferrer"
              className={playStyle}
              aria-label={accessibleName}
            >
              {content}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

const badge =
  "inline-flex items-center rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/30";

/** One idea: thumbnail or player, badges, title, the designer's note. */
export function InspirationCard({
  item,
  sizes,
  priority = false,
}: {
  item: InspirationCardData;
  sizes: string;
  priority?: boolean;
}) {
  const headingId = useId();
  const isTip = item.sourceType === "article";
  return (
    <article
      aria-labelledby={headingId}
      data-category={item.category}
      data-source={item.sourceType}
      className="flex h-full flex-col"
    >
      <InspirationMedia item={item} sizes={sizes} priority={priority} />
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
        <li className={badge}>{inspirationCategoryLabel(item.category)}</li>
        <li className={badge}>{inspirationSourceLabel(item.sourceType)}</li>
      </ul>
      <h2 id={headingId} className="mt-3 text-xl font-bold text-brand-900">
        {item.title}
      </h2>
      {item.description ? (
        isTip ? (
          <div className="mt-2">
            <p className="flex items-center gap-2 font-semibold text-accent-700">
              <Lightbulb aria-hidden="true" className="size-5" />
              Designer tip
            </p>
            <p className="mt-1 leading-relaxed">{item.description}</p>
          </div>
        ) : (
          <p className="mt-2 leading-relaxed">{item.description}</p>
        )
      ) : null}
      {item.embed && item.outbound ? (
        <p className="mt-3">
          <TextLink
            to={item.outbound}
            rel="noopener noreferrer"
            aria-label={`Open on ${providerLabels[item.embed.provider]}: ${item.title}`}
            className="inline-flex min-h-11 items-center gap-2"
          >
            Open on {providerLabels[item.embed.provider]}
            <ExternalLink aria-hidden="true" className="size-4" />
          </TextLink>
        </p>
      ) : null}
    </article>
  );
}
