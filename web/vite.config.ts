/// <reference types="vitest/config" />
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin } from 'vite';
import type { PrerenderedPage } from './src/prerender';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  // Workspace libs the SPA uses, from their (browser-safe) TypeScript sources: no build order, live in dev.
  '@ecp/cv-files': fileURLToPath(new URL('../libs/cv-files/src/index.ts', import.meta.url)),
  // Only the messages module of @ecp/contracts (no imports, so no zod in the bundle); '@ecp/contracts' itself is not for the browser.
  '@ecp/contracts/messages': fileURLToPath(new URL('../libs/contracts/src/messages.ts', import.meta.url)),
};

// The lazy route modules each page needs at once (web/src/app/router.tsx's nesting): its HTML preloads them with the
// entry, so their download does not wait for the entry to run. Signed-in pages wait for the session gate, the live
// progress layer and the app layout too.
// main.tsx restores the session before mounting a signed-in page (features/auth/api/session-restore.ts).
const signedIn = ['src/features/auth/api/session-restore.ts', 'src/features/auth/components/session-gate.tsx', 'src/app/layouts/live-progress.tsx', 'src/app/layouts/app-layout.tsx'];
// Kept in step with SHELL_PAGES of src/prerender.tsx (not imported: this file runs before the build).
const SHELL_PAGES = ['dashboard', 'training', 'explore', 'careers', 'skills', 'assessment', 'achievements', 'profile', 'admin'] as const;
const ROUTE_PAGES: Record<string, { modules: string[]; prerender: PrerenderedPage; signedIn: boolean }> = {
  index: { modules: ['src/app/routes/landing.tsx'], prerender: '/', signedIn: false },
  auth: { modules: ['src/app/routes/auth.tsx'], prerender: '/auth', signedIn: false },
  onboarding: { modules: [signedIn[0]!, signedIn[1]!, signedIn[2]!, 'src/app/routes/onboarding.tsx'], prerender: 'loading', signedIn: true },
  ...Object.fromEntries(SHELL_PAGES.map((page) => [page, { modules: [...signedIn, `src/app/routes/app/${page}.tsx`], prerender: `/${page}` as const, signedIn: true }])),
};

/**
 * After the signed-in shell, before the first paint: the sidebar collapsed as its cookie says (components/ui/sidebar.tsx;
 * the build renders it expanded), so a desktop does not see it collapse when the app mounts. Inline, allowed by its
 * hash like index.html's theme script (the gateway hashes every inline script of the page).
 */
const SIDEBAR_STATE_SCRIPT = `<script>try{if(/(?:^|; )sidebar_state=false(?:;|$)/.test(document.cookie)){var s=document.querySelector('[data-slot="sidebar"][data-state]');s.setAttribute('data-state','collapsed');s.setAttribute('data-collapsible','icon')}}catch{}</script>`;

const PRERENDERED: PrerenderedPage[] = ['/', '/auth', 'loading', ...SHELL_PAGES.map((page) => `/${page}` as const)];
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };

/**
 * One HTML file per known route (`dist/routes/<page>.html`, `index` for /), which the gateway sends for that path:
 * index.html plus modulepreloads of the route's chunks, and for the public pages their markup rendered at build
 * time (web/src/prerender.tsx) so their first paint waits on no JavaScript, the signed-in app's least of all.
 */
function routePages(outDir: string): Plugin {
  return {
    name: 'route-pages',
    apply: 'build',
    async closeBundle() {
      const manifestFile = join(outDir, '.vite', 'manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
      rmSync(join(outDir, '.vite'), { recursive: true, force: true });
      const indexFile = join(outDir, 'index.html');
      const builtIndex = readFileSync(indexFile, 'utf8');
      const inIndex = new Set([...builtIndex.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]!));
      /** The chunks (and their stylesheets) that the given modules import statically, transitively; not those of index.html already. */
      const chunksOf = (modules: string[]) => {
        const files = new Set<string>();
        const visit = (key: string) => {
          const chunk = manifest[key];
          if (!chunk) throw new Error(`route-pages: ${key} is not a chunk of the build (web/src/app/router.tsx changed?)`);
          if (files.has(chunk.file)) return;
          files.add(chunk.file);
          for (const css of chunk.css ?? []) files.add(css);
          for (const imported of chunk.imports ?? []) visit(imported);
        };
        modules.forEach(visit);
        return [...files].filter((file) => !inIndex.has(file));
      };
      const withLinks = (html: string, files: string[]) => {
        // Stylesheets first: the first paint waits on them only.
        const ordered = [...files.filter((file) => file.endsWith('.css')), ...files.filter((file) => !file.endsWith('.css'))];
        const links = ordered.map((file) => (file.endsWith('.css') ? `<link rel="stylesheet" crossorigin href="/${file}">` : `<link rel="modulepreload" crossorigin href="/${file}">`));
        return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
      };
      // src/boot.ts loads the app (src/main.tsx) after the first paint: its code and stylesheet, which Vite would
      // leave to the dynamic import, are linked from the HTML so they download at once, in parallel.
      const appFiles = chunksOf(['src/main.tsx']);
      const indexHtml = withLinks(builtIndex, appFiles);
      writeFileSync(indexFile, indexHtml);
      const markup = await prerenderPublicPages();
      mkdirSync(join(outDir, 'routes'), { recursive: true });
      for (const [page, { modules, prerender, signedIn: isSignedIn }] of Object.entries(ROUTE_PAGES)) {
        const appSet = new Set(appFiles);
        let html = withLinks(indexHtml, chunksOf(modules).filter((file) => !appSet.has(file)));
        // The page's markup is here already (the public page, the signed-in shell or the loading screen): its first paint needs the
        // stylesheet, not the code, so the code downloads behind the stylesheet rather than sharing the line with it.
        html = html.replaceAll(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
        // Every page is complete without its code (the public page, the signed-in shell, the loading screen): boot.ts
        // fetches that after the first paint instead, so the paint never shares the line (and Lighthouse, which
        // counts every request sent before the largest paint as holding it up, sees none). A public page lets Vite's
        // preloading of the dynamic import fetch main's chunks; a signed-in page lists its route's chunks on the
        // root (data-preload), which boot.ts preloads then, all at once.
        const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]!);
        html = html.replaceAll(/\n\s*<link rel="modulepreload"[^>]*>/g, '');
        // A signed-in page's boot.ts sends the session's refresh beside that download (lib/session-refresh-request.ts).
        const rootAttributes = isSignedIn ? ` data-restore-session="" data-preload="${preloads.join(' ')}"` : '';
        html = html.replace('<div id="root"></div>', `<div id="root"${rootAttributes}>${markup[prerender]}</div>${prerender === 'loading' ? '' : SIDEBAR_STATE_SCRIPT}`);
        writeFileSync(join(outDir, 'routes', `${page}.html`), html);
      }
    },
  };
}

/**
 * Renders web/src/prerender.tsx's pages (the public pages, the signed-in pages' shell and loading screen): an SSR build
 * of it, run in a child process (the app's modules open a BroadcastChannel that would keep this one alive), which
 * exits once its output (over 64 KB: a pipe takes it in parts) is written.
 */
async function prerenderPublicPages(): Promise<Record<PrerenderedPage, string>> {
  const ssrDir = fileURLToPath(new URL('./node_modules/.prerender', import.meta.url));
  await build({
    configFile: false,
    root: fileURLToPath(new URL('.', import.meta.url)),
    logLevel: 'warn',
    resolve: { alias },
    plugins: [react()],
    build: { ssr: 'src/prerender.tsx', outDir: ssrDir, emptyOutDir: true, minify: false },
  });
  const entry = pathToFileURL(join(ssrDir, 'prerender.js')).href;
  const script = `const { prerender } = await import(${JSON.stringify(entry)}); process.stdout.write(JSON.stringify(Object.fromEntries(${JSON.stringify(PRERENDERED)}.map((page) => [page, prerender(page)]))), () => process.exit(0));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  rmSync(ssrDir, { recursive: true, force: true });
  return JSON.parse(output) as Record<PrerenderedPage, string>;
}

/**
 * Three kinds of chunk instead of one per combination of lazy routes (86 files, most under 1 KB; a phone on HTTP/1.1
 * fetches 6 at a time, so the dashboard's 66 took 11 round trips): `core` (what src/main.tsx imports: React, the
 * router, the query client), `public` (what the landing and auth pages share beyond core) and `app` (what two or more
 * signed-in pages share). Each page keeps its own chunk, and the public pages load nothing of the signed-in app.
 */
function splitByAudience() {
  const core = new Set<string>();
  const landingModules = new Set<string>();
  const authModules = new Set<string>();
  const lazy = new Set<string>();
  const plugin: Plugin = {
    name: 'split-by-audience',
    apply: 'build',
    buildEnd() {
      if (this.environment.config.build.ssr) return;
      const closure = (roots: string[], into: Set<string>, skip: Set<string>) => {
        const stack = [...roots];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (into.has(id) || skip.has(id)) continue;
          into.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      const ids = [...this.getModuleIds()];
      // Lazily imported modules (main.tsx, the routes) keep chunks of their own.
      for (const id of ids) if ((this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) lazy.add(id);
      const find = (suffix: string) => ids.filter((id) => id.endsWith(suffix));
      closure(find('/src/main.tsx'), core, new Set());
      closure(find('/src/app/routes/landing.tsx'), landingModules, core);
      closure(find('/src/app/routes/auth.tsx'), authModules, new Set([...core, ...landingModules]));
    },
  };
  const inSrc = (id: string) => id.includes('/web/src/');
  const groups = [
    { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 2 },
    {
      name: 'public',
      test: (id: string) => inSrc(id) && (landingModules.has(id) || authModules.has(id)) && !core.has(id) && !lazy.has(id),
      minShareCount: 2,
      priority: 1,
      includeDependenciesRecursively: false,
    },
    {
      name: 'app',
      test: (id: string) => inSrc(id) && !core.has(id) && !landingModules.has(id) && !authModules.has(id) && !lazy.has(id),
      minShareCount: 2,
      priority: 1,
      // Its dependencies outside src/ (React, Radix…) stay where the automatic chunking puts them: taking them in would
      // make the public pages load this chunk.
      includeDependenciesRecursively: false,
    },
  ];
  return { plugin, groups };
}

/**
 * Brotli and gzip copies of the built text assets beside each file (`app.js.br`, `app.js.gz`), made once at build
 * time at the highest levels, so the gateway serves them compressed without compressing per request.
 */
function precompress(outDir: string): Plugin {
  const files = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
  return {
    name: 'precompress',
    apply: 'build',
    // After route-pages (closeBundle hooks of plugins run in parallel; this one awaits it by running second in order).
    closeBundle: { order: 'post', sequential: true, handler() {
      for (const file of files(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    } },
  };
}

const chunkGroups = splitByAudience();
const distDir = fileURLToPath(new URL('./dist', import.meta.url));
const apiTarget = 'http://localhost:3000';
const proxy = {
  '/graphql': { target: apiTarget, changeOrigin: true, ws: true },
  '/health': { target: apiTarget, changeOrigin: true },
  '/api': { target: apiTarget, changeOrigin: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), chunkGroups.plugin, routePages(distDir), precompress(distDir)],
  resolve: { alias },
  server: { proxy },
  preview: { proxy },
  // The manifest is read by route-pages, then deleted.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups.groups },
      },
    },
  },
  test: {
    // Worker threads rather than child processes: 53 files set up jsdom in 60 s instead of 94 s on 2 cores, each file still
    // in a context of its own (sharing one across files, isolate: false, lets mocks leak: 14 tests failed).
    pool: 'threads',
    environment: 'node',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/testing/dom-shims.ts'],
  },
});
