import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';

const root = import.meta.dirname;
const outDir = path.join(root, 'dist/client');
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** The manifest is a committed top-level file; it is served from the site root. */
function webManifest(): Plugin {
  return {
    name: 'futdados:web-manifest',
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('Content-Type', 'application/manifest+json');
        res.end(readFileSync(path.join(root, 'manifest.webmanifest')));
      });
    },
    writeBundle() {
      copyFileSync(path.join(root, 'manifest.webmanifest'), path.join(outDir, 'manifest.webmanifest'));
    },
  };
}

/**
 * Preloads the Latin Inter file (the one every page's first screen uses) from index.html: found only
 * once the CSS asks for it, it arrived after the first paint and the text swapped fonts on screen.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'futdados:preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) throw new Error('inter-latin-wght-normal.woff2 não está no build');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/** The app's shared components, helpers and icons: one chunk (see `common` below). */
const COMMON = /[\\/](src[\\/](app[\\/](components|lib|layout)|shared)|node_modules[\\/]lucide-react)[\\/]/;
/**
 * Shared code the first screen of `/` does not render stays with the route chunks that use it: in
 * `common` it came with every first visit (a group takes its modules' dependencies along: the tabs
 * brought Radix's tabs, collection and roving focus; issue 24: 11 KB gzip).
 */
const NOT_COMMON =
  /[\\/]src[\\/](app[\\/]components[\\/]ui[\\/](tabs|field)\.tsx|app[\\/]lib[\\/](query-persistence|socket)\.ts|shared[\\/](help-faq|plans-faq|live-data|admin-rules|admin-labels|admin-content-rules|billing-labels|billing-rules|contact-rules|updates-rules|bonus-rules)\.ts)$/;

/**
 * The app's own modules that src/app/main.tsx imports statically, found once the module graph is
 * built: every start runs them, so they go in `common` too. Shared with lazy route chunks as well, they
 * came as ~20 files of mostly under 1 KB (feature api files, rules, the guards), each compressed on its
 * own (issue 24: ~3 KB gzip more on a first visit).
 */
const startupModules = new Set<string>();
function findStartupModules(): Plugin {
  return {
    name: 'futdados:startup-modules',
    apply: 'build',
    buildEnd() {
      startupModules.clear();
      const entry = [...this.getModuleIds()].find((id) => /[\\/]src[\\/]app[\\/]main\.tsx$/.test(id));
      const queue = entry ? [entry] : [];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (startupModules.has(id) || id.includes('node_modules')) continue;
        startupModules.add(id);
        const imported = this.getModuleInfo(id)?.importedIds ?? [];
        // A feature's index.ts re-exports its pages and components too, most of which only route chunks
        // use: through it, only the feature's plain modules (api, store, rules, route guards) count.
        const isFeatureIndex = /[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id);
        queue.push(...(isFeatureIndex ? imported.filter((next) => !next.endsWith('.tsx')) : imported));
      }
      if (entry) startupModules.delete(entry);
    },
  };
}

// `vite build --ssr src/app/entry-server.tsx` builds the server-render bundle into dist/ssr: the same
// app code for Node, with its dependencies bundled in (no PWA, no manifest, no client assets).
export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: [
      { find: '@shared', replacement: path.join(root, 'src/shared') },
      { find: '@app', replacement: path.join(root, 'src/app') },
    ],
  },
  define: {
    __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
    // One id per build (BUILD_ID to pin it): an open tab's lazy chunk that a deploy removed reloads once per build.
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? Date.now().toString(36)),
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      // Route components are split into chunks for the browser; the server render wants them all at once.
      autoCodeSplitting: !isSsrBuild,
      routesDirectory: 'src/app/routes',
      generatedRouteTree: 'src/app/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [webManifest(), preloadLatinFont(), findStartupModules(), clientPwa()]),
  ],
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: path.join(root, 'dist/ssr'),
        emptyOutDir: true,
        target: 'node20',
        sourcemap: false,
        copyPublicDir: false,
        rolldownOptions: {
          // One file for Node: a route's import() that splits the browser build cannot split this one,
          // and `npm start` printed that as a warning on every build (issue 35 point 6).
          onLog(level, log, handler) {
            if (log.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') handler(level, log);
          },
        },
      }
    : {
        outDir,
        emptyOutDir: true,
        target: 'es2022',
        sourcemap: false,
        // Vite's modulepreload polyfill (~250 B gzip in the first script) is for Safari < 17 and Firefox
        // < 115; in Chromium it returns at once. Without it those browsers load the same chunks, unpreloaded.
        modulePreload: { polyfill: false },
        // React and the TanStack libraries go in one chunk: split by which lazy chunk also uses them, they
        // came as a dozen small modulepreloaded files, each compressed on its own (issue 14: ~6 KB gzip
        // more on the first load of /).
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query))[\\/]/,
                },
                // The loader helper the start-up file (boot.ts) itself uses stays out of the groups
                // below, or boot would import them (and React) before the first paint.
                { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 100 },
                // Likewise the router's history, which boot.ts makes before the app arrives (without its
                // dependencies: the history library stays in `vendor`, which boot loads first).
                {
                  name: 'browser-history',
                  test: /src[\\/]app[\\/]lib[\\/]browser-history\.ts$/,
                  priority: 100,
                  includeDependenciesRecursively: false,
                },
                // The app's shared components, helpers and icons in one chunk: split by which route
                // chunks use them, they came as ~70 files of mostly under 1 KB, and the browser spent
                // 1–2 ms of main thread on each <link rel=modulepreload> the loader added (issue 14).
                {
                  name: 'common',
                  test: (id: string) => (COMMON.test(id) && !NOT_COMMON.test(id)) || startupModules.has(id),
                  minShareCount: 2,
                },
                // The admin area's shared components in one chunk (split, they were eight small files,
                // and every chunk's name is listed in main: issue 25).
                {
                  name: 'admin',
                  test: /[\\/]src[\\/]app[\\/]features[\\/]admin[\\/]components[\\/]/,
                  minShareCount: 2,
                  // Only the admin's own files: with their dependencies (Radix, the dialog stack) the
                  // group took modules public pages share, and the toast stack and a league's tabs
                  // loaded the admin chunk.
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
}));

function clientPwa() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    manifest: false,
    injectRegister: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
      globIgnores: ['**/sw.js', '**/workbox-*.js'],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      buildPlugins: { vite: [quietServiceWorkerBuild()] },
    },
    devOptions: { enabled: false },
  });
}

/**
 * The service worker's own build (vite-plugin-pwa) printed Vite's banner and a deprecation of the
 * Rollup option it passes (`inlineDynamicImports`) on every `npm start` (issue 35 point 6): the same
 * one-file output, said the Vite 8 way, and only warnings.
 */
function quietServiceWorkerBuild(): Plugin {
  return {
    name: 'futdados-quiet-sw-build',
    config(config) {
      config.logLevel = 'warn';
      const output = config.build?.rollupOptions?.output;
      if (output && !Array.isArray(output) && 'inlineDynamicImports' in output) {
        delete output.inlineDynamicImports;
        Object.assign(output, { codeSplitting: false });
      }
    },
  };
}
