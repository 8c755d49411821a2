import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The Node server (src/server) answers /api on port 3000; in dev Vite serves the web app and
// forwards /api there so cookies stay same-origin, as they are in production.
const apiProxy = {
  '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
  // uploaded images are served by the Node server too
  '/uploads': { target: 'http://localhost:3000', changeOrigin: false },
};

/** The entry's files and everything they import, statically: noted before the preload lists are written. */
const entryImports = {
  files: new Set<string>(),
  plugin: {
    name: 'sipalu:entry-imports',
    generateBundle: {
      order: 'pre' as const,
      handler(_options: unknown, bundle: Record<string, { type: string; isEntry?: boolean; imports?: string[] }>) {
        const note = (file: string) => {
          if (entryImports.files.has(file)) return;
          entryImports.files.add(file);
          for (const imported of bundle[file]?.imports ?? []) note(imported);
        };
        for (const [file, output] of Object.entries(bundle)) if (output.type === 'chunk' && output.isEntry) note(file);
      },
    },
  },
};

// `vite build` makes the web app (dist/web); `vite build --ssr src/web/first-screen.tsx` makes the
// server's entry into it (dist/ssr), which draws the public pages' first screens
// (src/server/features/public/prerendered.ts).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), entryImports.plugin],
  publicDir: 'src/web/public',
  build: {
    outDir: isSsrBuild ? 'dist/ssr' : 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    copyPublicDir: !isSsrBuild,
    // the server reads it to preload each page's whole import graph with its HTML
    manifest: !isSsrBuild,
    // Every browser we serve preloads modules itself (Chrome and Android WebView since 66, Safari 17,
    // Firefox 115); an older one ignores the hints and loads the same modules a moment later. The
    // polyfill would cost every first load about 300 bytes gzip (docs/decisions/006).
    // A lazy page's preload list leaves out the files the entry imports: they are loaded before any
    // page can be asked for, and every name listed costs each first load bytes (the entry carries
    // the lists).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps) => deps.filter((dep) => !entryImports.files.has(dep)),
    },
    rolldownOptions: {
      output: {
        // The entry lists every lazily loaded file by name (its preload map), so short names keep
        // each new route from growing every first load: no prefix, and 7 hash characters (the
        // fewest Rolldown accepts for this many chunks). `npm run bench size` names files by source.
        chunkFileNames: 'assets/[hash:7].js',
        // App code shared by the entry and lazy pages goes into the entry only when Rolldown sees
        // no cycle, and it checks modules one at a time in import order: a module shared by the
        // entry and a lazy page that imports another shared module (PageSkeleton → Skeleton → cn)
        // can leave cn.ts, i18n.ts and the preload helper in chunks of their own. `bench size`
        // shows it as extra files on every first load; see src/web/app/routes/staff.tsx.

        // Libraries every page needs get stable chunks of their own: they change far less often
        // than the app, so phones keep them cached across deploys.
        codeSplitting: {
          // Tiny modules shared by a few pages (a button variant, a format helper) would each be a
          // file of their own, fetched one round trip after another on a slow phone: Rolldown copies
          // a shared chunk smaller than this into each page that uses it instead (docs/decisions/046).
          experimentalInlineCommonChunks: { maxSize: isSsrBuild ? 0 : 8 * 1024 },
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/ },
            {
              name: 'query',
              // useMutation is only for pages and menus that change something; they load it with them.
              test: (id) =>
                /[\\/]node_modules[\\/]@tanstack[\\/]/.test(id) && !/[\\/](useMutation|mutationObserver)\.js$/.test(id),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: apiProxy,
  },
  preview: {
    port: 4173,
    proxy: apiProxy,
  },
}));
