import { registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotesConfig } from './load-remotes-config';

const entries = new Map<string, string>();

export async function registerRemoteEntries(): Promise<void> {
  const remotes = await loadRemotesConfig();
  for (const { name, entry } of remotes) {
    // The runtime derives a remote's public path from an absolute manifest URL.
    entries.set(name, new URL(entry, window.location.href).href);
  }
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
}

/** Drops the runtime's cached attempt so the next load fetches the remote again. */
export function reRegisterRemote(name: string): void {
  const entry = entries.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
