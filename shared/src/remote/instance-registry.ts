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
