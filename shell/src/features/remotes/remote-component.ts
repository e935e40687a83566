import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { findRouteGroup } from '@ps/shared/route-groups';
import type { RemoteName } from '@ps/shared/schemas';
import { registerRemoteEntries, reRegisterRemote } from './register-remote-entries';

/** A hung remote entry would otherwise wait for the runtime's 20 s script timeout; a few seconds is all a fan should wait for a fallback. */
export const REMOTE_LOAD_TIMEOUT_MS = 5000;

export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`Remote ${remote} could not be loaded`, { cause });
  }
}

const loads = new Map<RemoteName, Promise<ComponentType>>();
const builds = new Map<RemoteName, string>();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function importRoutes(remote: RemoteName): Promise<ComponentType> {
  const module = await withTimeout(
    registerRemoteEntries().then(() => loadRemote<{ default?: ComponentType; buildId?: string }>(`${remote}/routes`)),
    REMOTE_LOAD_TIMEOUT_MS,
  );
  if (!module?.default) throw new Error('The remote exposes no routes component');
  if (module.buildId) builds.set(remote, module.buildId);
  return module.default;
}

/**
 * One load per remote, started on the first visit to its route group. A failed
 * load stays cached (React re-renders would otherwise retry in a loop) until
 * the fan asks for a retry.
 */
export function loadRemoteRoutes(remote: RemoteName): Promise<ComponentType> {
  let load = loads.get(remote);
  if (!load) {
    const pending = importRoutes(remote).then(
      (routes) => {
        // React's use() reads a settled promise's result from these fields, so a remote loaded
        // before the first render draws at once instead of showing its fallback for a moment.
        Object.assign(pending, { status: 'fulfilled', value: routes });
        return routes;
      },
      (error: unknown) => {
        throw new RemoteLoadError(remote, error);
      },
    );
    load = pending;
    loads.set(remote, load);
  }
  return load;
}

/** The build of a loaded remote, as its routes module names it. */
export function loadedRemoteBuild(remote: RemoteName): string | undefined {
  return builds.get(remote);
}

/**
 * Starts loading the remote for the page the fan arrived on while React starts up,
 * instead of after the first render; a failure is shown by the route, not here.
 */
export function preloadRouteGroupAt(pathname: string): void {
  const group = findRouteGroup(pathname);
  if (group) loadRemoteRoutes(group.remote).catch(() => undefined);
}

/** Forgets a failed load and the runtime's cached attempt, so the next render fetches the remote again. */
export function prepareRetry(error: Error): void {
  if (!(error instanceof RemoteLoadError)) return;
  loads.delete(error.remote);
  reRegisterRemote(error.remote);
}
