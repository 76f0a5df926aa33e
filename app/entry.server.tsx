import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  ServerRouter,
} from "react-router";
import { documentCsp } from "#server/security-headers.ts";
import { SHARED_PAGE_CACHE_CONTROL } from "#app/utils/page-headers.ts";
import { NonceProvider } from "#app/utils/nonce.tsx";
import { ServerHeadProvider } from "#app/components/layout/server-head.tsx";
import { structuredDataFor } from "#app/utils/structured-data.server.ts";
import stylesheet from "./app.css?inline";
import { logger } from "#app/utils/logger.server.ts";
import { loggedUrl } from "#app/utils/log-url.ts";
import { isDatabaseUnavailable } from "#app/db/client.server.ts";
import {
  hydrateAfterPaint,
  hydrateAfterPaintStream,
} from "#app/utils/hydrate-after-paint.server.ts";
import { sealInlineCode } from "#app/utils/inline-hashes.server.ts";
import { PassThrough } from "node:stream";
import { IslandHtmlContext } from "#app/components/ui/server-island.tsx";
import { islandHtmlFor } from "#app/utils/island-html.server.tsx";
import { keptByContentVersion } from "#app/models/content-memo.server.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const development = process.env.NODE_ENV !== "production";
  // A page that is the same for every visitor (its route says so with
  // sharedPageHeaders, ADR 0023) leaves with no nonce: its CSP lists the
  // hashes of the inline code rendered with this one, so the same bytes can
  // be kept and served to anyone. Every other page keeps its nonce.
  const shared =
    responseHeaders.get("Cache-Control") === SHARED_PAGE_CACHE_CONTROL &&
    !development;
  const nonce = loadContext.cspNonce;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set(
    "Content-Security-Policy",
    documentCsp({ nonce }, development),
  );
  // The nonce makes every other page unique, so no shared cache may keep one.
  if (!responseHeaders.has("Cache-Control")) {
    responseHeaders.set("Cache-Control", "private, no-cache");
  }
  if (request.method === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    // Every visitor and crawler gets the complete page in one piece: the
    // content, head and structured data are all server-rendered.
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerHeadProvider
          value={{
            stylesheet,
            structuredData: structuredDataFor(loadContext),
          }}
        >
          <IslandHtmlContext
            value={islandHtmlFor(request.url, keptByContentVersion)}
          >
            <ServerRouter
              context={routerContext}
              url={request.url}
              nonce={nonce}
            />
          </IslandHtmlContext>
        </ServerHeadProvider>
      </NonceProvider>,
      {
        nonce,
        // React moves large finished Suspense boundaries (a server island's
        // section) to the end of the stream and swaps them in with a script,
        // so a fallback can show early. The page is sent only when complete,
        // so that would only delay the paint and shift the layout: write
        // every boundary in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          if (shared) {
            const chunks: Buffer[] = [];
            const output = new PassThrough();
            output.on("data", (chunk: Buffer) => chunks.push(chunk));
            output.on("end", () => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              // Kept as bytes: the edits are around ASCII tags, and a
              // string of the whole page would cost milliseconds.
              const rendered = Buffer.concat(chunks);
              const { html, ...hashes } = sealInlineCode(
                nonce,
                rendered,
                hydrateAfterPaint(rendered),
              );
              responseHeaders.set(
                "Content-Security-Policy",
                documentCsp(hashes, development),
              );
              resolve(
                new Response(html, {
                  headers: responseHeaders,
                  status: responseStatusCode,
                }),
              );
            });
            pipe(output);
            return;
          }
          const body = hydrateAfterPaintStream(() => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (isDatabaseUnavailable(error)) {
            loadContext.noteDatabaseUnavailable();
          }
          if (shellRendered)
            logger.error({ err: String(error) }, "render error");
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (
  error,
  { request, context },
) => {
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) {
    context.noteDatabaseUnavailable();
    logger.warn(
      { url: loggedUrl(request.url) },
      "request failed: database unavailable",
    );
    return;
  }
  logger.error(
    {
      err: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
      url: loggedUrl(request.url),
    },
    "request error",
  );
};
