import { describe, expect, it, vi } from 'vitest';
import { instanceId, loadedSingletons, registerSingleton, subscribeToSingletons } from './instance-registry';

describe('instance registry', () => {
  it('names the same object the same way and different objects differently', () => {
    const one = {};
    expect(instanceId(one)).toBe(instanceId(one));
    expect(instanceId(one)).not.toBe(instanceId({}));
  });

  it('tells subscribers when a late singleton arrives, once per new instance', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSingletons(listener);
    const client = {};

    expect(loadedSingletons().query).toBeUndefined();
    registerSingleton('query', client);
    registerSingleton('query', client);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(loadedSingletons().query).toBe(client);

    unsubscribe();
    registerSingleton('cart', {});
    expect(listener).toHaveBeenCalledTimes(1);
    expect(loadedSingletons().cart).toBeDefined();
  });

  it('hands out a new snapshot object only when something changed', () => {
    const before = loadedSingletons();
    expect(loadedSingletons()).toBe(before);
    registerSingleton('cart', {});
    expect(loadedSingletons()).not.toBe(before);
  });
});
