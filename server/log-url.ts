// What the request log says about a URL: newsletter links carry a token
// that unsubscribes or confirms a person (/u/<token>, /e/c/<token>/0,
// /subscribe/confirm/<token>); anyone reading the logs could use it, so
// long hex segments are written as ":token". Capped like every log field.
export function loggedUrl(url: string): string {
  return url.replace(/[0-9a-f]{32,}/gi, ":token").slice(0, 500);
}
