// What a log line says about a URL. Links in emails carry tokens that act
// for a person (/u/<token> unsubscribes, /subscribe/confirm/<token>
// confirms, /e/c/<token>/0 counts a click); anyone reading the logs could
// use them, so each is written as ":token": long hex runs, and long
// URL-safe base64 runs that mix cases and digits (slugs are lower case).
// A full URL keeps only its path and query. Capped like every log field.
export function loggedUrl(url: string): string {
  const path = /^[a-z][a-z0-9+.-]*:\/\//i.test(url)
    ? url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "")
    : url;
  return path
    .replace(/[0-9a-f]{32,}/gi, ":token")
    .replace(/[A-Za-z0-9_-]{20,}/g, (run) =>
      /[A-Z]/.test(run) && /[a-z]/.test(run) && /[0-9]/.test(run)
        ? ":token"
        : run,
    )
    .slice(0, 500);
}
