/// <reference lib="webworker" />
// The service worker: one module per duty. vite-plugin-pwa (injectManifest) builds it to /sw.js.
import { clientsClaim } from 'workbox-core';
import { registerPrecache } from './precache';
import { registerRuntimeCaching } from './runtime-cache';
import { registerLiveSync } from './live-sync';
import { registerPush } from './push';
import { registerOfflineActions } from './offline-actions';

declare const self: ServiceWorkerGlobalScope;

registerPrecache(self.__WB_MANIFEST);
registerRuntimeCaching();
registerLiveSync();
registerPush();
registerOfflineActions();

self.skipWaiting();
clientsClaim();
