#!/usr/bin/env node
// Uploads each app's hidden source maps to a Sentry-compatible server (Sentry, GlitchTip) under the
// release the browser names in its reports: panic-squad-<app>@<build id> (decision 054). Without
// SENTRY_AUTH_TOKEN, SENTRY_ORG and SENTRY_PROJECT it says it skipped and succeeds. The one argument,
// a folder holding shell/dist and mf-*/dist, defaults to this checkout.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url));
const BUILD_ID_FILE = 'build-id.txt';
/** The app as the shell names it in a report, and where the site serves its files. */
const APPS = [
  { folder: 'shell', app: 'shell', urlPath: '/' },
  ...['landing', 'social', 'store', 'checkout', 'account', 'admin'].map((name) => ({
    folder: `mf-${name}`,
    app: `mf_${name}`,
    urlPath: `/remotes/mf-${name}/`,
  })),
];

const { SENTRY_AUTH_TOKEN: token, SENTRY_ORG: org, SENTRY_PROJECT: project } = process.env;
const sentryUrl = (process.env.SENTRY_URL ?? 'https://sentry.io').replace(/\/$/, '');

if (!token || !org || !project) {
  console.log('upload-source-maps: skipped (set SENTRY_AUTH_TOKEN, SENTRY_ORG and SENTRY_PROJECT to upload)');
  process.exit(0);
}

async function call(method, apiPath, body) {
  const response = await fetch(`${sentryUrl}/api/0/organizations/${org}${apiPath}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body instanceof FormData ? body : JSON.stringify(body),
  });
  // 409: the file is there already (a rerun of the same build).
  if (!response.ok && response.status !== 409) {
    throw new Error(`${method} ${apiPath}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  }
}

async function upload(release, name, file, header) {
  const form = new FormData();
  form.set('name', name);
  if (header) form.set('header', header);
  form.set('file', new Blob([await readFile(file)]), path.basename(file));
  await call('POST', `/releases/${encodeURIComponent(release)}/files/`, form);
}

let uploaded = 0;
for (const { folder, app, urlPath } of APPS) {
  const dist = path.join(root, folder, 'dist');
  const buildId = (await readFile(path.join(dist, BUILD_ID_FILE), 'utf8').catch(() => '')).trim();
  if (!buildId) {
    console.log(`upload-source-maps: ${folder} has no production build; skipped`);
    continue;
  }
  const release = `panic-squad-${app}@${buildId}`;
  await call('POST', '/releases/', { version: release, projects: [project] });
  const maps = (await readdir(dist)).filter((file) => file.endsWith('.js.map'));
  for (const map of maps) {
    const script = map.slice(0, -'.map'.length);
    // Hidden maps are named by no bundle, so the script's upload names its map.
    await upload(release, `~${urlPath}${script}`, path.join(dist, script), `Sourcemap:${map}`);
    await upload(release, `~${urlPath}${map}`, path.join(dist, map));
    uploaded += 1;
  }
  console.log(`upload-source-maps: ${release}: ${maps.length} maps`);
}
console.log(`upload-source-maps: ${uploaded} maps uploaded to ${sentryUrl}`);
