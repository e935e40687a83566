/**
 * Names object instances so a page can show whether the host and each remote
 * see the same React, router, QueryClient, theme and stores. A second copy of
 * this module would have a different registry id, which shows up too.
 */
const registryId = Math.random().toString(36).slice(2, 8);
const ids = new WeakMap<object, string>();
let nextId = 1;

export function instanceId(value: object): string {
  let id = ids.get(value);
  if (!id) {
    id = `${registryId}.${nextId++}`;
    ids.set(value, id);
  }
  return id;
}

/**
 * Page-wide instances that load only when a route needs them (the QueryClient,
 * the cart store) announce themselves here, so nothing has to import them just
 * to ask whether they exist.
 */
export type LateSingleton = 'query' | 'cart';

let loaded: Readonly<Partial<Record<LateSingleton, object>>> = {};
const listeners = new Set<() => void>();

export function registerSingleton(name: LateSingleton, value: object): void {
  if (loaded[name] === value) return;
  loaded = { ...loaded, [name]: value };
  listeners.forEach((listener) => listener());
}

export function subscribeToSingletons(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const loadedSingletons = (): Readonly<Partial<Record<LateSingleton, object>>> => loaded;
