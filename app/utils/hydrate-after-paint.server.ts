import { Transform } from "node:stream";

// Lighthouse's simulated mobile load (and a slow phone) counts as
// render-blocking every script that has finished downloading by the time the
// browser first paints, even a module script that runs later. The content is
// complete and usable without JavaScript, so the page first paints its HTML
// and only then fetches the code that hydrates it: React Router's module
// preloads leave the document, its inline module script is emptied (the
// element stays, since React hydrates it), and a small script at the end of
// the body adds both once the first contentful paint has been presented
// (ADR 0013).
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

export function hydrateAfterPaint(html: string): string {
  const bodyEnd = html.lastIndexOf("</body>");
  const moduleScript = MODULE_SCRIPT.exec(html);
  if (bodyEnd < 0 || !moduleScript || moduleScript.index > bodyEnd) {
    return html;
  }
  const [tag, nonce, code] = moduleScript;
  const modules: string[] = [];
  // The preloads sit just before the module script (React Router's
  // <Scripts>): searching from the first one, not the whole document, saves
  // most of a millisecond on every rendered page.
  const firstPreload = html.indexOf('<link rel="modulepreload"');
  const from =
    firstPreload >= 0 && firstPreload < bodyEnd ? firstPreload : bodyEnd;
  const rest = (
    html.slice(0, Math.min(from, moduleScript.index)) +
    (
      html.slice(Math.min(from, moduleScript.index), moduleScript.index) +
      `<script nonce="${nonce}" type="module" async=""></script>` +
      html.slice(moduleScript.index + tag.length, bodyEnd)
    ).replace(MODULE_PRELOAD, (_preload, href: string) => {
      modules.push(href);
      return "";
    })
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
      callback(null, hydrateAfterPaint(Buffer.concat(chunks).toString("utf8")));
    },
  });
}
