// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_DATA_ID } from '@ps/shared/route-groups';

const remotes = vi.hoisted(() => ({ loadRemoteRoutes: vi.fn(), loadedRemoteBuild: vi.fn() }));
vi.mock('./remote-component', () => remotes);
const { prepareFirstScreen } = await import('./prepare-first-screen');

function serverSent(data: object) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_SCREEN_DATA_ID;
  script.textContent = JSON.stringify({ remote: 'mf_store', build: 'b1', path: '/store/cape', queries: [], ...data });
  document.body.append(script);
}
const embeddedData = () => document.getElementById(FIRST_SCREEN_DATA_ID);

afterEach(() => {
  embeddedData()?.remove();
  vi.resetAllMocks();
});

describe('prepareFirstScreen', () => {
  it('hydrates when the remote that drew the screen is loaded in the very same build, keeping its data', async () => {
    serverSent({});
    remotes.loadRemoteRoutes.mockResolvedValue(() => null);
    remotes.loadedRemoteBuild.mockReturnValue('b1');
    await expect(prepareFirstScreen('/store/cape')).resolves.toBe(true);
    expect(remotes.loadRemoteRoutes).toHaveBeenCalledWith('mf_store');
    expect(embeddedData()).not.toBeNull();
  });

  it('draws afresh and drops the data when the loaded remote is another build, fails to load, or the path differs', async () => {
    remotes.loadRemoteRoutes.mockResolvedValue(() => null);
    remotes.loadedRemoteBuild.mockReturnValue('b2');
    serverSent({});
    await expect(prepareFirstScreen('/store/cape')).resolves.toBe(false);
    expect(embeddedData()).toBeNull();

    remotes.loadRemoteRoutes.mockRejectedValue(new Error('remote down'));
    serverSent({});
    await expect(prepareFirstScreen('/store/cape')).resolves.toBe(false);
    expect(embeddedData()).toBeNull();

    remotes.loadedRemoteBuild.mockReturnValue('b1');
    serverSent({});
    await expect(prepareFirstScreen('/store/other')).resolves.toBe(false);
    expect(embeddedData()).toBeNull();
  });

  it('draws afresh when the server sent no screen', async () => {
    await expect(prepareFirstScreen('/store')).resolves.toBe(false);
    expect(remotes.loadRemoteRoutes).not.toHaveBeenCalled();
  });
});
