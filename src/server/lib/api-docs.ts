import { html } from 'hono/html';

interface Operation {
  summary?: string;
  responses?: Record<string, { description?: string }>;
}

interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths?: object;
}

/** A plain HTML page listing every operation: no external assets, readable offline. */
export function renderApiDocs(document: OpenApiDocument) {
  const paths = (document.paths ?? {}) as Record<string, Record<string, Operation>>;
  const operations = Object.entries(paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ route, method: method.toUpperCase(), op })),
  );
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <title>${document.info.title} — docs</title>
        <style>
          body {
            font-family: system-ui, sans-serif;
            max-width: 60rem;
            margin: 2rem auto;
            padding: 0 1rem;
            color: #0f172a;
          }
          h1 {
            margin-bottom: 0.25rem;
          }
          code {
            background: #f1f5f9;
            padding: 0.1rem 0.3rem;
            border-radius: 0.25rem;
          }
          .op {
            border: 1px solid #e2e8f0;
            border-radius: 0.5rem;
            padding: 0.75rem 1rem;
            margin: 0.75rem 0;
          }
          .m {
            display: inline-block;
            min-width: 4rem;
            font-weight: 700;
            color: #0f766e;
          }
          ul {
            margin: 0.25rem 0;
          }
        </style>
      </head>
      <body>
        <h1>${document.info.title}</h1>
        <p>
          Version ${document.info.version}. ${document.info.description ?? ''} Machine-readable:
          <a href="/api/openapi.json"><code>/api/openapi.json</code></a
          >.
        </p>
        ${operations.map(
          ({ route, method, op }) =>
            html`<section class="op">
              <div><span class="m">${method}</span> <code>/api${route}</code></div>
              <p>${op.summary ?? ''}</p>
              <ul>
                ${Object.entries(op.responses ?? {}).map(([status, r]) => html`<li><code>${status}</code> ${r.description ?? ''}</li>`)}
              </ul>
            </section>`,
        )}
      </body>
    </html>`;
}
