import { ensureTestTemplates } from "./templates.ts";

// Every project's global setup: the test templates of this code
// (templates.ts), named to the test files through the environment, which
// the workers started after this inherit.
export default async function setup() {
  process.env.TEST_TEMPLATES_DIR = await ensureTestTemplates();
}
