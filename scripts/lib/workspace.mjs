import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every front-end app with its dev-server port; remotes are served from /remotes/<dir>/ in production. */
export const FRONT_END_APPS = [
  { dir: 'shell', port: 3000 },
  { dir: 'mf-landing', port: 3001 },
  { dir: 'mf-social', port: 3002 },
  { dir: 'mf-store', port: 3003 },
  { dir: 'mf-checkout', port: 3004 },
  { dir: 'mf-account', port: 3005 },
  { dir: 'mf-admin', port: 3006 },
];

export const REMOTE_APPS = FRONT_END_APPS.filter((app) => app.dir !== 'shell');

/** `mf-store` -> `REMOTE_MF_STORE_URL`, the variable the API reads to find that remote. */
export const remoteUrlVariable = (dir) => `REMOTE_${dir.toUpperCase().replace(/-/g, '_')}_URL`;

/** Runs a command with inherited output; resolves on exit 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}
