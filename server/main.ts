// The production entry, bundled to build/server/main.js by `npm run build`
// and run with plain `node` (npm start, a container, systemd): the process
// a supervisor starts is the server itself and gets its signals.
// A dynamic import, because static ones would run before this line.
process.env.NODE_ENV ??= "production";
await import("./index.ts");

export {};
