// Which browser pages may talk to the server. A request that carries an `Origin` (browsers send it on
// every cross-site request and WebSocket) is served only for the allowed origins, which get CORS headers
// naming them; a foreign one is refused outright (a "simple" cross-site POST would otherwise run even though
// its page could not read the answer). Requests without `Origin` (Node, curl) are not browser pages.
// On a loopback address, the `Host` must be a loopback name too: a foreign page that rebinds its own DNS
// name to 127.0.0.1 sends its own name there.
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';

/** A list of origins, or a test that may look at the request (e.g. its Host). */
export type OriginRule = readonly string[] | ((origin: string, req: IncomingMessage) => boolean);

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_NAMES.has(host.toLowerCase()) || /^127(\.\d{1,3}){3}$/.test(host);
}

export class AccessPolicy {
  private readonly originAllowed: (origin: string, req: IncomingMessage) => boolean;

  constructor(
    origins: OriginRule,
    /** Check `Host` (the server listens on a loopback address). */
    private readonly loopbackOnly: boolean,
  ) {
    if (typeof origins === 'function') {
      this.originAllowed = origins;
    } else {
      const allowed = new Set(origins.map((origin) => origin.toLowerCase().replace(/\/+$/, '')));
      this.originAllowed = (origin) => allowed.has(origin.toLowerCase());
    }
  }

  /** Why the request is refused, or null. */
  refusal(req: IncomingMessage): string | null {
    if (this.loopbackOnly) {
      let hostname = '';
      try {
        hostname = new URL(`http://${req.headers.host ?? ''}`).hostname;
      } catch {
        /* no usable Host: refused below */
      }
      if (!isLoopbackHost(hostname)) return 'Host not allowed';
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !this.originAllowed(origin, req)) return 'Origin not allowed';
    return null;
  }

  /** CORS headers for an allowed request (none when it names no origin). */
  corsHeaders(req: IncomingMessage): OutgoingHttpHeaders {
    const origin = req.headers.origin;
    if (origin === undefined || !this.originAllowed(origin, req)) return {};
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Methods': 'GET, PUT, PATCH, POST, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type',
      Vary: 'Origin',
    };
  }
}
