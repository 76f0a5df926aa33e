import type { AppLoadContext } from "react-router";

// JSON-LD built in a loader (ADR 0012): the blocks are written into the
// server-rendered head and nowhere else, so neither the builders nor the copy
// they quote ship to the browser. Keyed by the request's load context, which
// React Router hands both the loaders and app/entry.server.tsx.
const blocksByRequest = new WeakMap<AppLoadContext, object[]>();

export function setStructuredData(
  context: AppLoadContext,
  blocks: object | readonly object[],
): void {
  const list = blocksByRequest.get(context) ?? [];
  blocksByRequest.set(context, list.concat(blocks));
}

export function structuredDataFor(context: AppLoadContext): readonly object[] {
  return blocksByRequest.get(context) ?? [];
}
