import { ServerResponse, type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';

// A handler may answer before it has read the request body: a body sent to a route that takes
// none, or a body refused with 413. The rest of that body is still on its way over the connection,
// ahead of the client's next request on it. Left unread it stalls the connection (the adapter's
// own clean-up gives up after half a second and cuts it, which the client sees as "other side
// closed" on its next request). So a body left unread is read and dropped once the answer is
// sent, up to DRAIN_MAX_BYTES; an answer leaving more than that, or a body the handler cancelled
// (an upload refused while or before it was read: cancelling ends the connection's reading side),
// tells the client the connection ends with it (`Connection: close`) and it is cut once the answer
// is out.

/** Unread body bytes read and dropped so the connection can carry the next request. */
const DRAIN_MAX_BYTES = 1024 * 1024;
/** A client still sending a drained body after this long loses the connection. */
const DRAIN_MAX_MS = 10_000;
/**
 * How long an idle keep-alive connection stays open. A proxy in front reuses its idle connections
 * to the process; one closed by the process just as the proxy writes a request on it loses that
 * request with no answer (HAProxy cuts the client's connection: ECONNRESET in the cluster test).
 * Node's default of 5 s did that a few times in a thousand requests. Above every idle timeout in
 * deploy/haproxy.cfg (60 s), the proxy is always the side that closes. On shutdown, main.ts closes
 * idle connections itself.
 */
const KEEP_ALIVE_MS = 65_000;

/** Bytes of the request body still to come, as far as the request says (unknown: Infinity). */
function unreadBytes(request: IncomingMessage): number {
  if (request.complete) return 0;
  const declared = Number(request.headers['content-length']);
  // chunked bodies declare no length
  return Number.isFinite(declared) ? declared : Number.POSITIVE_INFINITY;
}

/** A response that keeps its connection reusable when the handler left the request body unread. */
class BodySettlingResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  constructor(request: Request) {
    super(request);
    this.once('finish', () => dropUnreadBody(request, this));
  }

  override writeHead(status: number, message?: string, headers?: OutgoingHttpHeaders | OutgoingHttpHeader[]): this;
  override writeHead(status: number, headers?: OutgoingHttpHeaders | OutgoingHttpHeader[]): this;
  override writeHead(status: number, ...rest: unknown[]): this {
    const unread = unreadBytes(this.req);
    if (unread > DRAIN_MAX_BYTES || (unread > 0 && this.req.destroyed)) this.setHeader('connection', 'close');
    return super.writeHead(status, ...(rest as [string | undefined, OutgoingHttpHeaders | undefined]));
  }
}

function dropUnreadBody(request: IncomingMessage, response: ServerResponse) {
  if (request.readableEnded || request.destroyed) return;
  if (/close/i.test(String(response.getHeader('connection') ?? ''))) return; // Node closes it
  const cut = () => request.socket?.destroy();
  const timer = setTimeout(cut, DRAIN_MAX_MS);
  timer.unref();
  let dropped = 0;
  // the body's stream reader (Readable.toWeb) pauses the request whenever its queue is full
  request.removeAllListeners('data');
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.byteLength;
    if (dropped > DRAIN_MAX_BYTES) cut();
  });
  const done = () => clearTimeout(timer);
  request.once('end', done);
  request.once('close', done);
  request.resume();
}

/** Serves the app over HTTP as the process does; the tests listen through it too. */
export function listen(
  app: Pick<Parameters<typeof serve>[0], 'fetch'>,
  options: { port: number; hostname: string },
  onListening?: (info: AddressInfo) => void,
): ServerType {
  return serve(
    {
      fetch: app.fetch,
      port: options.port,
      hostname: options.hostname,
      // unread bodies are handled by BodySettlingResponse
      autoCleanupIncoming: false,
      serverOptions: { ServerResponse: BodySettlingResponse, keepAliveTimeout: KEEP_ALIVE_MS },
    },
    onListening,
  );
}
