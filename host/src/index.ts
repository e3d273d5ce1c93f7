// Async boundary: the shared singletons (React, Firebase session…) are negotiated before any of them runs.
// The page is already on screen (prerendered HTML): the start is cut into short tasks, one per large
// library, so a tap in between is answered at once (docs/performance.md, "Short tasks").
import { nextTask } from '@salon/domain';
import { HOME_PATH, loadHomePage } from './app/homePage';

async function start() {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('@salon/router');
  await nextTask();
  await import('@salon/firebase');
  await nextTask();
  await import('@salon/ui');
  await nextTask();
  if (location.pathname === HOME_PATH) void loadHomePage();
  await import('./bootstrap');
}

void start();
