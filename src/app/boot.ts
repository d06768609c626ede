// The page's entry: the styles, then the app. A server-rendered page is readable as it arrives, so
// the app (React, the router, the page's code: most of the bytes) is fetched once that page has
// painted: until then the HTML, the CSS and the font have a slow connection to themselves. The shell
// (a private page, the offline page) has nothing to show without the app, so it starts at once.
import './styles/app.css';
import { installDeployReload } from './lib/deploy-reload';
import { quietAnimationIterations } from './lib/quiet-animation-events';

// Before any lazy chunk: one removed by a deploy reloads the tab onto the new version.
installDeployReload();
// Before React listens: the pulses' endless events never reach it (lib/quiet-animation-events).
quietAnimationIterations();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let started = false;
const start = () => {
  if (started) return;
  started = true;
  // The libraries' chunk first, then the router's history, then the app, each in a task of its own: on
  // a first visit the browser compiles each chunk as it runs it, and together they were one long task
  // (65–110 ms here, ×4 on a phone).
  void import('./lib/browser-history')
    .then(({ browserHistory }) => nextTask().then(browserHistory))
    .catch(() => undefined)
    .then(nextTask)
    .then(() => import('./main'));
};

if (document.getElementById('root')?.firstChild) {
  // After the next frame is painted; a tab opened in the background paints no frames, so a timer too.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
} else {
  // The service worker's shell: the saved scores are read from the device while the app loads.
  void import('./lib/query-persistence').then(({ readPersistedEarly }) => readPersistedEarly()).catch(() => undefined);
  start();
}
