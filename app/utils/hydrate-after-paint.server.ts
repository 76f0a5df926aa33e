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
const MODULE_PRELOAD = /^<link rel="modulepreload" href="([^"]+)"[^>]*\/>$/;
const SCRIPT_START = '<script nonce="';
const MODULE_SCRIPT_REST = '" type="module" async="">';

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
 * `html` is the page's bytes. It stays bytes: every edit is at ASCII markup,
 * found with Buffer#indexOf, and turning a 170 KB page into a string and
 * back cost about 2 ms of every rendered page.
 */
export function hydrateAfterPaint(html: Buffer): Buffer {
  const bodyEnd = html.lastIndexOf("</body>");
  const script = moduleScript(html);
  if (bodyEnd < 0 || !script || script.start > bodyEnd) return html;
  const { nonce } = script;
  const modules: string[] = [];
  const pieces: Buffer[] = [];
  let from = 0;
  // React hoists the preloads into the head; the module script comes after.
  for (
    let at = html.indexOf(PRELOAD_START);
    at >= 0 && at < script.start;
    at = html.indexOf(PRELOAD_START, at + 1)
  ) {
    const tagEnd = html.indexOf(">", at) + 1;
    const href = MODULE_PRELOAD.exec(html.toString("latin1", at, tagEnd))?.[1];
    if (!href || tagEnd > script.start) continue;
    modules.push(href);
    pieces.push(html.subarray(from, at));
    from = tagEnd;
  }
  const code = html.toString("utf8", script.codeStart, script.codeEnd);
  const emptyScript = `<script nonce="${nonce}" type="module" async=""></script>`;
  const boot = `<script nonce="${nonce}">${BOOT}(${scriptLiteral(modules)}, ${scriptLiteral(code)});</script>`;
  pieces.push(
    html.subarray(from, script.start),
    Buffer.from(emptyScript),
    html.subarray(script.end, bodyEnd),
    Buffer.from(boot),
    html.subarray(bodyEnd),
  );
  return Buffer.concat(pieces);
}

/** React Router's inline module script: where it is, its nonce and code. */
function moduleScript(html: Buffer) {
  const rest = html.indexOf(MODULE_SCRIPT_REST);
  if (rest < 0) return null;
  const start = html.lastIndexOf(SCRIPT_START, rest);
  if (start < 0) return null;
  const nonce = html.toString("latin1", start + SCRIPT_START.length, rest);
  if (nonce.includes('"') || nonce.includes(">")) return null;
  const codeStart = rest + MODULE_SCRIPT_REST.length;
  const codeEnd = html.indexOf("</script>", codeStart);
  if (codeEnd < 0) return null;
  return {
    start,
    nonce,
    codeStart,
    codeEnd,
    end: codeEnd + "</script>".length,
  };
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
      callback(null, hydrateAfterPaint(Buffer.concat(chunks)));
    },
  });
}
