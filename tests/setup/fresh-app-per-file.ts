import { afterAll, vi } from "vitest";

// The integration tier's files share a worker process (vitest.config.ts).
// What a file could leave behind for the next is the app's module state
// (the database connection, caches, rate limiters, the environment read
// once) and process.env, which files set for the code they test. Each file
// therefore evaluates the app's modules afresh, the packages under
// node_modules staying loaded, and hands back the environment it found.
// This file runs first, so the other setup files use the fresh modules.
vi.resetModules();

const environment = { ...process.env };
afterAll(() => {
  for (const name of Object.keys(process.env)) {
    if (!(name in environment)) delete process.env[name];
  }
  Object.assign(process.env, environment);
});
