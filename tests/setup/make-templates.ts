import { ensureTestTemplates } from "./templates.ts";

// Run by scripts/start-test-templates.mjs in the background of `npm test`.
await ensureTestTemplates();
