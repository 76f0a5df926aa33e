import net from "node:net";

/**
 * A TCP proxy in front of a server (PostgreSQL here), whose connection the
 * test can cut and bring back, as a network fault or a database restart
 * would. cut() resets every open connection and every new one until
 * restore(); cut("hang") instead lets nothing through either way, as a
 * network that drops packets does: bytes on open connections are lost and
 * new connections are accepted but never answered.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const open = new Set<net.Socket>();
  let cut: false | "reset" | "hang" = false;
  const server = net.createServer((client) => {
    if (cut === "reset") {
      client.resetAndDestroy();
      return;
    }
    open.add(client);
    client.on("error", () => client.destroy());
    client.on("close", () => open.delete(client));
    if (cut === "hang") return;
    const upstream = net.connect(target.port, target.host);
    open.add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("close", close);
    upstream.on("error", close).on("close", () => {
      open.delete(upstream);
      close();
    });
    client.on("data", (chunk) => {
      if (!cut) upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (!cut) client.write(chunk);
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve()),
  );
  const resetAll = () => {
    for (const socket of open) socket.resetAndDestroy();
    open.clear();
  };
  return {
    port: (server.address() as net.AddressInfo).port,
    cut(mode: "reset" | "hang" = "reset") {
      cut = mode;
      if (mode === "reset") resetAll();
    },
    restore() {
      // Connections that lost bytes are broken for good, as after a real
      // network fault: they are reset, and new ones go through again.
      if (cut === "hang") resetAll();
      cut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
