/**
 * The browser origins of a portal served at `publicUrl`: its own, and its subdomains on the same scheme
 * and port (tenants on a host of their own under it, such as books.localhost). These may call the
 * sandbox's token APIs.
 */
export function portalOriginsOf(publicUrl: string): (origin: string) => boolean {
  const portal = new URL(publicUrl);
  return (origin) => {
    let candidate: URL;
    try {
      candidate = new URL(origin);
    } catch {
      return false;
    }
    return (
      candidate.protocol === portal.protocol &&
      candidate.port === portal.port &&
      (candidate.hostname === portal.hostname || candidate.hostname.endsWith(`.${portal.hostname}`))
    );
  };
}
