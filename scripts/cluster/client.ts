// HTTP clients of the cluster test and bench: JSON requests through one keep-alive agent, and event
// streams (GET /api/events) read frame by frame. Each answer carries the process that served it
// (HAProxy's X-Sipalu-Instance header).
import http from 'node:http';

// idle sockets are dropped after 4 s, before HAProxy's `timeout http-keep-alive 10s` closes them: a
// request written on a socket the proxy is closing at that moment would fail without reaching it
const agent = new http.Agent({ keepAlive: true, maxSockets: 64, timeout: 4_000 });
export const now = () => performance.timeOrigin + performance.now();

export interface Answer {
  status: number;
  body: unknown;
  instance: string;
  headers: http.IncomingHttpHeaders;
  sentAt: number;
  answeredAt: number;
  /** Why there is no answer (status 0): the socket error's code. */
  error?: string;
}

export interface RequestOptions {
  method?: string;
  json?: unknown;
  raw?: Buffer;
  cookie?: string;
  origin?: string;
}

/** One request; a refused or cut connection answers status 0 instead of throwing. */
export function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  const payload = options.json !== undefined ? Buffer.from(JSON.stringify(options.json)) : options.raw;
  const sentAt = now();
  return new Promise((resolve) => {
    const failed = (error: NodeJS.ErrnoException) =>
      resolve({
        status: 0,
        body: null,
        instance: '',
        headers: {},
        sentAt,
        answeredAt: now(),
        error: error.code ?? error.message,
      });
    const outgoing = http.request(
      url,
      {
        method: options.method ?? (payload ? 'POST' : 'GET'),
        agent,
        headers: {
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.origin ? { origin: options.origin } : {}),
          ...(payload
            ? {
                'content-type': options.raw ? 'application/octet-stream' : 'application/json',
                'content-length': payload.length,
              }
            : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON: kept as text
          }
          resolve({
            status: response.statusCode ?? 0,
            body,
            instance: String(response.headers['x-sipalu-instance'] ?? ''),
            headers: response.headers,
            sentAt,
            answeredAt: now(),
          });
        });
        response.on('error', failed);
      },
    );
    outgoing.on('error', failed);
    outgoing.end(payload);
  });
}

/** The session cookie a sign-up or sign-in answered with. */
export function cookieOf(answer: Answer): string {
  const lines = answer.headers['set-cookie'] ?? [];
  return lines.map((line) => line.split(';')[0]).join('; ');
}

export interface LiveStream {
  instance: string;
  /** Message events received: [message id, arrival time]. */
  messages: [string, number][];
  closed: boolean;
  close(): void;
}

/** Opens GET /api/events and records every message event; resolves once the stream is open. */
export function openStream(base: string, cookie: string): Promise<LiveStream> {
  return new Promise((resolve, reject) => {
    const stream: LiveStream = { instance: '', messages: [], closed: false, close: () => outgoing.destroy() };
    const outgoing = http.get(
      `${base}/api/events`,
      { agent: false, headers: { cookie, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`GET /api/events answered ${response.statusCode}`));
        stream.instance = String(response.headers['x-sipalu-instance'] ?? '');
        let buffer = '';
        let opened = false;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const at = now();
          if (!opened) {
            opened = true;
            resolve(stream);
          }
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            for (const line of frame.split('\n')) {
              if (!line.startsWith('data: ')) continue;
              const event = JSON.parse(line.slice(6)) as { type: string; id?: string };
              if (event.type === 'message' && event.id) stream.messages.push([event.id, at]);
            }
          }
        });
        response.on('close', () => (stream.closed = true));
      },
    );
    outgoing.on('error', (error) => {
      stream.closed = true;
      reject(error);
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
};
