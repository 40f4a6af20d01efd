/**
 * Lists of addresses and ranges in settings (TRUST_PROXY, METRICS_ALLOW): comma-separated IPv4 or IPv6
 * addresses, CIDR ranges (`10.0.0.0/8`, `fd00::/8`) or proxy-addr's names (`loopback`, `linklocal`,
 * `uniquelocal`). Each entry is checked by the same library Fastify's `trustProxy` compiles with
 * (@fastify/proxy-addr), so what passes here is exactly what Fastify will accept, and a typo stops the start
 * instead of silently trusting nobody (or everybody).
 */
import proxyAddr from '@fastify/proxy-addr';

/** The entries of a comma-separated setting; `fallback` when it is absent. Throws on the first bad entry. */
export const parseAddressList = (name: string, value: string | undefined, fallback: string[] = []): string[] => {
  if (value === undefined) return fallback;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    try {
      proxyAddr.compile([entry]);
    } catch (error) {
      throw new Error(`${name}: "${entry}" is not an IP address or CIDR range (${(error as Error).message}); expected e.g. 127.0.0.1,10.0.0.0/8,::1`);
    }
  }
  return entries;
};

/** Whether an address (IPv4-mapped IPv6 included) is in the list; an empty list matches nothing. */
export const addressMatcher = (entries: string[]): ((address: string | undefined) => boolean) => {
  if (!entries.length) return () => false;
  const trusted = proxyAddr.compile(entries);
  return (address) => !!address && trusted(address, 0);
};
