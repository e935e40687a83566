import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);
const registration = vi.hoisted(() => ({ registerRemoteEntries: vi.fn(async () => {}), reRegisterRemote: vi.fn() }));
vi.mock('./register-remote-entries', () => registration);

const { loadRemoteRoutes, preloadRouteGroupAt, prepareRetry, RemoteLoadError, REMOTE_LOAD_TIMEOUT_MS } =
  await import('./remote-component');

const Routes = () => null;

describe('loadRemoteRoutes', () => {
  beforeEach(() => runtime.loadRemote.mockReset());
  afterEach(() => vi.useRealTimers());

  it('loads a remote once and reuses the same component', async () => {
    runtime.loadRemote.mockResolvedValue({ default: Routes });
    await expect(loadRemoteRoutes('mf_store')).resolves.toBe(Routes);
    await expect(loadRemoteRoutes('mf_store')).resolves.toBe(Routes);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_store/routes');
  });

  it('gives up on a hung remote after the timeout, keeps the failure until a retry, then loads again', async () => {
    vi.useFakeTimers();
    runtime.loadRemote.mockReturnValueOnce(new Promise(() => {}));
    const hung = loadRemoteRoutes('mf_social');
    const assertion = expect(hung).rejects.toBeInstanceOf(RemoteLoadError);
    await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS);
    const error = await hung.catch((e: Error) => e);
    await assertion;
    expect(loadRemoteRoutes('mf_social')).toBe(hung);

    prepareRetry(error as Error);
    runtime.loadRemote.mockResolvedValueOnce({ default: Routes });
    await expect(loadRemoteRoutes('mf_social')).resolves.toBe(Routes);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('rejects a remote that exposes no routes component', async () => {
    runtime.loadRemote.mockResolvedValue(null);
    await expect(loadRemoteRoutes('mf_admin')).rejects.toMatchObject({ remote: 'mf_admin' });
  });
});

describe('preloadRouteGroupAt', () => {
  beforeEach(() => runtime.loadRemote.mockReset());

  it('starts loading the remote of the page the fan arrived on, which the route then reuses', async () => {
    runtime.loadRemote.mockResolvedValue({ default: Routes });
    let configRead: () => void = () => undefined;
    registration.registerRemoteEntries.mockReturnValueOnce(new Promise<void>((resolve) => (configRead = resolve)));

    preloadRouteGroupAt('/account/orders/PS-1');
    await Promise.resolve();
    expect(runtime.loadRemote).not.toHaveBeenCalled(); // not before the remotes config is read
    configRead();
    await vi.waitFor(() => expect(runtime.loadRemote).toHaveBeenCalledWith('mf_account/routes'));
    await expect(loadRemoteRoutes('mf_account')).resolves.toBe(Routes);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a page outside every route group, and leaves a failure to the route', async () => {
    preloadRouteGroupAt('/no-such-page');
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    runtime.loadRemote.mockImplementationOnce(async () => {
      throw new Error('down');
    });
    expect(() => preloadRouteGroupAt('/cart')).not.toThrow();
    await expect(loadRemoteRoutes('mf_checkout')).rejects.toBeInstanceOf(RemoteLoadError);
  });
});
