import { afterAll } from "vitest";
import { closeLeftContexts } from "./chromium.ts";

// End-to-end files share their worker's browser (tests/setup/chromium.ts):
// what one file left open is closed before the next one starts.
afterAll(closeLeftContexts);
