import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The Node server (src/server) answers /api on port 3000; in dev Vite serves the web app and
// forwards /api there so cookies stay same-origin, as they are in production.
const apiProxy = {
  '/api': { target: 'http://localhost:3000', changeOrigin: false, ws: true },
};

/**
 * Lets the bundler drop the React Router code the app never uses (Form, useSubmit and more,
 * about 1.3 KiB gzip of every first load). Two things in its published files keep that code:
 * top-level `X.displayName = "…"` writes (names for React DevTools) and `forwardRef` /
 * `createContext` calls without a pure annotation. Production builds blank the former and
 * annotate the latter; no line is added or removed, so source maps keep their lines.
 * If a React Router update changes this layout, nothing breaks: `npm run bench:size` grows.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'sipalu:tree-shake-react-router',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      const shakeable = code
        .replace(/^[\t ]*[\w$]+\.displayName = "[^"\n]*";$/gm, '')
        .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2');
      return { code: shakeable, map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), treeShakeReactRouter()],
  publicDir: 'src/web/public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries every page needs get stable chunks of their own: they change far less often
        // than the app, so phones keep them cached across deploys.
        codeSplitting: {
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
});
