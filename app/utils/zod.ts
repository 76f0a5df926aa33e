import * as z from "zod/mini";

// Schemas shared with the browser use Zod Mini: the same rules and messages
// as Zod at a twentieth of the bytes (the home page has a JavaScript budget).
//
// Zod probes `new Function("")` to decide whether to compile parsers; under
// this site's CSP (no 'unsafe-eval') the probe is refused and reported as a
// violation. Jitless mode skips it.
z.config({ jitless: true });

export { z };
