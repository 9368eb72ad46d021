import { isIP } from 'node:net';
import { IP_PREFIX_RANGE, ResultCode } from '@hondana/contract';
import { appError } from '../../platform/http/app-error.ts';

/**
 * The networks an admin typed, checked: each a valid address with an optional
 * prefix (429), the prefix in IP_PREFIX_RANGE for its family (429), none written twice (727). Answers
 * them as `address/prefix`; PostgreSQL's `network()` then clears the host bits. A network the group
 * already holds (`kept`, canonical text) stays whatever its prefix: the platform may have made it wider
 * (the demo Campus's 127.0.0.0/8), and renaming the group must not drop it.
 */
export function checkedNetworks(typed: readonly string[], kept: ReadonlySet<string> = new Set()): string[] {
  const networks = typed.map((entry, index) => {
    const [address = '', prefix, ...rest] = entry.trim().split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) {
      throw appError(ResultCode.IP_FORMAT_INVALID, { field: 'ipAddresses', index, value: entry });
    }
    const range = IP_PREFIX_RANGE[family as 4 | 6];
    const bits = prefix === undefined ? range.max : /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
    if (!(bits >= range.min && bits <= range.max) && !kept.has(`${address.toLowerCase()}/${bits}`)) {
      throw appError(ResultCode.IP_FORMAT_INVALID, { field: 'ipAddresses', index, value: entry, range });
    }
    return `${address.toLowerCase()}/${bits}`;
  });
  return networks;
}
