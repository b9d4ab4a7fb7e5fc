/**
 * The key every per-IP count of the server (sign-in, the contact form) counts a client under:
 * IPv4 as it is, IPv6 by its /64 network. One subscriber is given a whole /64 (2^64 addresses),
 * so counting single IPv6 addresses would hand a flooder or a guesser an endless supply of fresh
 * ones. Anything that is not an address (`unknown`) is its own key.
 */
export function addressKey(ip: string): string {
  const v4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (v4) return v4[1];
  if (!ip.includes(':') || ip.length > 45) return ip;
  const [head, tail] = ip.split('%')[0].split('::', 2) as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  // A dotted quad at the end (64:ff9b::192.0.2.1) stands for the last two groups.
  const last = right.length ? right : left;
  if (last.length && last[last.length - 1].includes('.')) last.splice(-1, 1, '0', '0');
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
  if (groups.length !== 8) return ip;
  const network = groups.slice(0, 4);
  if (!network.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return ip;
  return `${network.map((g) => (g.replace(/^0{1,3}/, '') || '0').toLowerCase()).join(':')}::/64`;
}
