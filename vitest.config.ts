import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { preactAliases } from './vite.config';

const root = import.meta.dirname;
const alias = {
  '@shared': path.join(root, 'src/shared'),
  '@server': path.join(root, 'src/server'),
  '@app': path.join(root, 'src/app'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        plugins: [react()],
        // The components run on Preact as in the build (vite.config.ts); the libraries that import React
        // are inlined so the aliases reach them too.
        resolve: {
          alias: [
            ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
            ...preactAliases,
            {
              find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
              replacement: path.join(root, 'tests/support/use-sync-external-store-with-selector.ts'),
            },
            {
              find: /^@testing-library\/react$/,
              replacement: path.join(root, 'node_modules/@testing-library/react/dist/@testing-library/react.esm.js'),
            },
          ],
        },
        define: { __APP_VERSION__: JSON.stringify('test') },
        test: {
          name: 'unit',
          server: { deps: { inline: [/@testing-library/, /@tanstack/, /zustand/, /radix-ui/, /lucide-react/] } },
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/unit-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
