import { z } from "zod";

// Zod probes `new Function("")` to decide whether to compile parsers; under
// this site's CSP (no 'unsafe-eval') the probe is refused and reported as a
// violation. Jitless mode skips it. Import z from here, not from "zod".
z.config({ jitless: true });

export { z };
