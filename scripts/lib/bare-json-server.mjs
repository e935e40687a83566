// The baseline for `npm run perf:api`, run as a child process: a bare Express app (the copy the API
// uses, not the Express 4 that webpack-dev-server hoists to the root) with one route per body, no middleware,
// each answering the JSON body its parent sends. The parent sends { port, routes: [{ path, body }] } and waits
// for { ready }.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './workspace.mjs';

const requireFromApi = createRequire(path.join(ROOT, 'mock-api', 'package.json'));
const express = requireFromApi('express');
const { version } = requireFromApi('express/package.json');

// An exit of its own, so a `--cpu-prof` profile is written when the parent stops it.
process.once('SIGTERM', () => process.exit(0));

process.once('message', ({ port, routes }) => {
  const app = express();
  for (const { path: routePath, body } of routes) {
    app.get(routePath, (_req, res) => {
      res.json(body);
    });
  }
  app.listen(port, '127.0.0.1', (error) => {
    if (error) throw error;
    process.send({ ready: true, expressVersion: version });
  });
});
