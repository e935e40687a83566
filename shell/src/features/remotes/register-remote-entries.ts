import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotesConfig } from './load-remotes-config';

const entries = new Map<string, string>();

let registration: Promise<void> | undefined;

async function register(): Promise<void> {
  const { remotes } = await loadRemotesConfig();
  for (const { name, entry } of remotes) {
    // Absolute, so that each remote's chunks load from where its entry lives.
    entries.set(name, new URL(entry, window.location.href).href);
  }
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
}

/** Reads the remotes config once per page; every remote load waits for it, the first render does not. */
export function registerRemoteEntries(): Promise<void> {
  registration ??= register();
  return registration;
}

/** The remote whose files a URL is under, by its registered entry's folder. */
export function registeredRemoteServing(url: string): string | undefined {
  for (const [name, entry] of entries) {
    if (url.startsWith(entry.slice(0, entry.lastIndexOf('/') + 1))) return name;
  }
  return undefined;
}

/** Drops the runtime's cached attempt so the next load fetches the remote again. */
export function reRegisterRemote(name: string): void {
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
