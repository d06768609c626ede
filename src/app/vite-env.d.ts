/// <reference types="vite/client" />
declare const __APP_VERSION__: string;
/** Differs at every build (vite.config.ts): tells one deployed build from the next. */
declare const __BUILD_ID__: string;
