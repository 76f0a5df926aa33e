import { Transform } from "node:stream";

// Lighthouse's simulated mobile load (and a slow phone) counts as
// render-blocking every script that has finished downloading by the time the
// browser first paints, even a module script that runs later. The content is
// complete and usable without JavaScript, so the page first paints its HTML
// and only then fetches the code that hydrates it: React Router's module
// preloads (which React hoists into the head) leave the document, its
// inline module script is emptied (the element stays, since React hydrates
// it), and a small script at the end of the body adds both once the first
// contentful paint has been presented (ADR 0013).
const PRELOAD_START = '<link rel="modulepreload"';
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const MODULE_SCRIPT =
  /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

// Runs in the browser. Waits for the document to be parsed and for the
// first contentful paint, then two animation frames so the frame that shows
// the whole parsed page is on screen too. A tab opened in the background
// paints nothing and runs no animation frames, so a timer hydrates it anyway.
//
// Chromium spends 1-4 ms adding each module preload, which would make one
// long task of 20-40 ms; they go in a few at a time instead, after the
// module script, whose imports start the first fetches at once.
const BOOT = `(function (modules, code) {
  var nonce = document.currentScript.nonce;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement("script");
    script.type = "module";
    script.nonce = nonce;
    script.textContent = code;
    document.body.appendChild(script);
    addPreloads(modules.slice());
  }
  function addPreloads(queue) {
    queue.splice(0, 4).forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    });
    if (queue.length) setTimeout(addPreloads, 0, queue);
  }
  function afterTwoFrames() {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () { setTimeout(start, 0); });
    });
  }
  function afterFirstPaint() {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf("paint") < 0) return afterTwoFrames();
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      afterTwoFrames();
    }).observe({ type: "paint", buffered: true });
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", afterFirstPaint);
  } else {
    afterFirstPaint();
  }
  setTimeout(start, 3000);
})`;

// JSON is valid JavaScript; escaping "<" keeps "</script>" and "<!--" in
// the module code from ending or confusing the inline script.
const scriptLiteral = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * `html` is the page's bytes read as latin1 (one character per byte, as
 * `Buffer#toString("latin1")` gives): every edit is at ASCII markup, so
 * the bytes between stay as they were, and a page with a single "–" is not
 * decoded into a two-byte string and encoded again (milliseconds a page).
 */
export function hydrateAfterPaint(html: string): string {
  const bodyEnd = html.lastIndexOf("</body>");
  const moduleScript = MODULE_SCRIPT.exec(html);
  if (bodyEnd < 0 || !moduleScript || moduleScript.index > bodyEnd) {
    return html;
  }
  const [tag, nonce, code] = moduleScript;
  const modules: string[] = [];
  const withoutPreloads = (text: string) =>
    text.replace(MODULE_PRELOAD, (_preload, href: string) => {
      modules.push(href);
      return "";
    });
  const emptyScript = `<script nonce="${nonce}" type="module" async=""></script>`;
  const scriptEnd = moduleScript.index + tag.length;
  // React hoists the preloads into the head, one after another: only that
  // stretch is searched, not the whole page (a regular expression over
  // 190 KB costs milliseconds on every rendered page).
  const first = html.indexOf(PRELOAD_START);
  const last = html.lastIndexOf(PRELOAD_START, bodyEnd);
  const preloadsEnd = last < 0 ? -1 : html.indexOf(">", last) + 1;
  const rest =
    first >= 0 && preloadsEnd > 0 && preloadsEnd <= moduleScript.index
      ? html.slice(0, first) +
        withoutPreloads(html.slice(first, preloadsEnd)) +
        html.slice(preloadsEnd, moduleScript.index) +
        emptyScript +
        html.slice(scriptEnd, bodyEnd)
      : withoutPreloads(
          html.slice(0, moduleScript.index) +
            emptyScript +
            html.slice(scriptEnd, bodyEnd),
        );
  const boot = `<script nonce="${nonce}">${BOOT}(${scriptLiteral(modules)}, ${scriptLiteral(code)});</script>`;
  return rest + boot + html.slice(bodyEnd);
}

/** Collects a complete document and rewrites it on the way out. */
export function hydrateAfterPaintStream(onEnd: () => void): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
    flush(callback) {
      onEnd();
      const page = hydrateAfterPaint(Buffer.concat(chunks).toString("latin1"));
      callback(null, Buffer.from(page, "latin1"));
    },
  });
}
