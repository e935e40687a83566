import { afterEach, describe, expect, it, vi } from 'vitest';
import { canShareFromDevice, shareFromDevice } from './device-share';

const DATA = { title: 'Anxiety Anthem', text: 'Our loudest song yet.', url: 'https://panicsquad.example/music' };

function stubNavigator(share?: (data: ShareData) => Promise<void>, canShare?: (data: ShareData) => boolean) {
  vi.stubGlobal('navigator', { share, canShare });
}

describe('shareFromDevice', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hands the caption and link to the share sheet and says shared when the fan picks an app', async () => {
    const share = vi.fn(async () => undefined);
    stubNavigator(share, () => true);
    expect(canShareFromDevice()).toBe(true);
    await expect(shareFromDevice(DATA)).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(DATA);
  });

  it('says cancelled when the fan closes the sheet', async () => {
    stubNavigator(async () => Promise.reject(new DOMException('closed', 'AbortError')));
    await expect(shareFromDevice(DATA)).resolves.toBe('cancelled');
  });

  it('says failed when the browser refuses, or cannot share this data', async () => {
    stubNavigator(async () => Promise.reject(new DOMException('no activation', 'NotAllowedError')));
    await expect(shareFromDevice(DATA)).resolves.toBe('failed');
    const share = vi.fn(async () => undefined);
    stubNavigator(share, () => false);
    await expect(shareFromDevice(DATA)).resolves.toBe('failed');
    expect(share).not.toHaveBeenCalled();
  });

  it('is not offered where the browser has no share sheet', async () => {
    stubNavigator();
    expect(canShareFromDevice()).toBe(false);
    await expect(shareFromDevice(DATA)).resolves.toBe('failed');
  });
});
