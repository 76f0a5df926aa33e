import net from "node:net";

const NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY as Express's "trust proxy" setting: false when unset, a hop
 * count, or a list of addresses, ranges and names (checked here, so a typo
 * stops the start-up instead of trusting nobody or everybody).
 */
export function trustProxySetting(
  value: string | undefined,
): false | number | string[] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits] = entry.split("/");
    const version = net.isIP(address ?? "");
    const validBits =
      bits === undefined ||
      (/^\d+$/.test(bits) && Number(bits) <= (version === 6 ? 128 : 32));
    if (!NAMES.has(entry.toLowerCase()) && (!version || !validBits)) {
      throw new Error(`TRUST_PROXY: "${entry}" is not an address or range`);
    }
  }
  return entries;
}
