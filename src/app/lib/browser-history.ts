// The router's browser history, made once. boot.ts makes it in a task of its own while the app is
// still downloading: on a first visit the history writes its key into `history.state` (a same-document
// navigation), which took 1–14 ms of the app's start-up task here (×4 on a phone).
import { createBrowserHistory, type RouterHistory } from '@tanstack/react-router';

let history: RouterHistory | undefined;

export function browserHistory(): RouterHistory {
  history ??= createBrowserHistory();
  return history;
}
