import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Vite writes this placeholder as the nonce of the page's tags and in a `csp-nonce` meta tag; the API
 * (apps/api/src/plugins/admin-app.ts) replaces it with a fresh nonce per answer, which the emotion cache reads
 * so MUI's injected <style> tags pass the Content-Security-Policy without 'unsafe-inline'.
 */
const cspNoncePlaceholder = '__VITRINA_CSP_NONCE__';

export default defineConfig({
  // Served by the API under /admin/ (docs/adr/0016), next to its own API under /admin/api/.
  base: '/admin/',
  plugins: [react()],
  html: { cspNonce: cspNoncePlaceholder },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // React, MUI and react-admin change far less often than the screens: apart, they stay in the browser's
    // cache (immutable) across releases. Staff load the app once a day, so one large vendor file is fine. The
    // rich-text editor is a chunk of its own, loaded by the forms that edit a body (common/BodyInput.tsx).
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Otherwise the editor's group takes React and MUI along with it, and every page loads the editor.
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'editor',
              test: /node_modules\/(@tiptap|prosemirror-|ra-input-rich-text|linkifyjs|orderedmap|rope-sequence|w3c-keyname|@floating-ui)/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules/, priority: 1 },
          ],
        },
      },
    },
    chunkSizeWarningLimit: 1500,
  },
  server: {
    // No changeOrigin: the API checks that Origin matches the Host it was asked on (CSRF, docs/adr/0017),
    // and here both are the dev server's.
    proxy: { '/admin/api': { target: process.env.API_URL ?? 'http://127.0.0.1:4000' } },
  },
});
