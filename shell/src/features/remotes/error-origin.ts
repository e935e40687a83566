import { APP_BUILD_ID } from '@ps/shared/route-groups';
import type { RemoteName } from '@ps/shared/schemas';
import { registeredRemoteServing } from './register-remote-entries';
import { loadedRemoteBuild } from './remote-component';

const FIRST_SCRIPT_URL = /https?:\/\/[^\s()]+?\.js/;

/**
 * The app whose code threw (the first script in the stack: a remote's folder, else the shell) and its
 * build, which names the release its hidden source maps were uploaded under.
 */
export function errorOriginOf(error: unknown): { app: string; build: string } {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const url = FIRST_SCRIPT_URL.exec(stack)?.[0];
  const remote = url === undefined ? undefined : registeredRemoteServing(url);
  if (!remote) return { app: 'shell', build: APP_BUILD_ID };
  return { app: remote, build: loadedRemoteBuild(remote as RemoteName) ?? 'unknown' };
}
