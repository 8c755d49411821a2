import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedApp } from '#tests/fixtures/served-app.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '#tests/fixtures/test-app.ts';
import type { OpenApiDocument } from '#tests/fixtures/openapi-samples.ts';

// Two requests on one keep-alive connection to the app served as the process serves it: a body the
// handler leaves unread must not break the client's next request on that connection.

let t: TestApp;
let served: Awaited<ReturnType<typeof servedApp>>;
let base: string;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await t.signUp());
  served = await servedApp(t);
  base = served.base;
});

afterAll(async () => {
  await served.close();
  await t.close();
});

interface Answer {
  status: number;
  body: string;
  socket: Socket;
  connection: string | undefined;
}

/** One request through `agent`, as a browser on our origin would send it. */
function send(
  agent: Agent,
  method: string,
  path: string,
  body?: string | Buffer,
  options: { type?: string; signedIn?: boolean } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const type = options.type ?? (body ? 'application/json' : undefined);
    const headers = {
      origin: TEST_ORIGIN,
      ...(options.signedIn === false ? {} : { cookie }),
      ...(type ? { 'content-type': type } : {}),
    };
    const request = httpRequest(`${base}${path}`, { method, agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          body: Buffer.concat(chunks).toString(),
          socket: request.socket!,
          connection: response.headers.connection,
        }),
      );
    });
    // a server that answered without reading may stop reading before the whole body is sent
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' ? undefined : reject(error)));
    request.end(body);
  });
}

/** A keep-alive client with one connection: the second request goes where the first went, if it may. */
async function twoRequests(method: string, path: string, body: string | Buffer, options?: Parameters<typeof send>[4]) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await send(agent, method, path, body, options);
    const second = await send(agent, 'GET', '/api/health');
    return { first, second };
  } finally {
    agent.destroy();
  }
}

const jsonOf = (bytes: number) => JSON.stringify({ padding: 'a'.repeat(bytes) });

describe('a request body the handler leaves unread', () => {
  it('sent to a route that takes none: answered, and the same connection carries the next request', async () => {
    // large enough not to sit whole in the socket's buffers when the answer goes out
    const { first, second } = await twoRequests('POST', '/api/notifications/read-all', jsonOf(900_000));
    expect(first.status).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ marked: 0 });
    expect(second.status).toBe(200);
    expect(second.socket).toBe(first.socket);
  });

  it('refused as too large (413): the answer arrives and the next request succeeds', async () => {
    const { first, second } = await twoRequests('PUT', '/api/me/active-role', jsonOf(3 * 1024 * 1024));
    expect(first.status).toBe(413);
    expect(JSON.parse(first.body)).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(second.status).toBe(200);
  });
});

describe('an upload refused before it is read', () => {
  /** The answer says the connection ends, or the next request really goes over it. */
  const expectUsableConnection = ({ first, second }: { first: Answer; second: Answer }) => {
    expect(second.status).toBe(200);
    if (first.connection !== 'close') expect(second.socket).toBe(first.socket);
  };

  it('a video for a missing service: 404, and the connection is closed or carries the next request', async () => {
    for (const bytes of [100_000, 900_000]) {
      const answers = await twoRequests(
        'POST',
        `/api/services/${randomUUID()}/videos?name=a.mp4`,
        Buffer.alloc(bytes, 7),
        {
          type: 'video/mp4',
        },
      );
      expect(answers.first.status).toBe(404);
      expectUsableConnection(answers);
    }
  });

  it('any upload route, signed out (401): the connection is closed or carries the next request', async () => {
    const spec = (await (await fetch(`${base}/api/openapi.json`)).json()) as OpenApiDocument;
    const uploads = Object.entries(spec.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod)
        .filter(([, operation]) => operation.requestBody?.content && !operation.requestBody.content['application/json'])
        .map(([method]) => [method.toUpperCase(), path.replace(/\{[^}]+\}/g, randomUUID())] as const),
    );
    expect(uploads.length).toBeGreaterThanOrEqual(6);
    for (const [method, path] of uploads) {
      const answers = await twoRequests(method, `/api${path}`, Buffer.alloc(300_000, 7), {
        type: 'application/octet-stream',
        signedIn: false,
      });
      expect({ path, status: answers.first.status }).toEqual({ path, status: 401 });
      expectUsableConnection(answers);
    }
  });
});
