import { CalendarDays, Clock, MapPin } from "lucide-react";
import {
  formatPostDate,
  isoDay,
  placeLabel,
  readingTimeLabel,
} from "#app/blog/posts.ts";

/** Date, reading time and place of a post, as a short line of facts. */
export function PostMeta({
  post,
  showReadingTime = true,
  className = "",
}: {
  post: {
    date: Date | string;
    readingTimeMinutes: number;
    county: string;
    state: string;
  };
  showReadingTime?: boolean;
  className?: string;
}) {
  return (
    <p
      className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted ${className}`}
    >
      <span className="inline-flex items-center gap-1">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={isoDay(post.date)}>{formatPostDate(post.date)}</time>
      </span>
      {showReadingTime ? (
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="size-4" />
          {readingTimeLabel(post.readingTimeMinutes)}
        </span>
      ) : null}
      <span className="inline-flex items-center gap-1">
        <MapPin aria-hidden="true" className="size-4" />
        {placeLabel(post)}
      </span>
    </p>
  );
}
