import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shareLink } from './share-link';
import { useToastStore } from './toast';

describe('shareLink', () => {
  beforeEach(() => useToastStore.setState({ current: null }));
  afterEach(() => vi.unstubAllGlobals());

  it('uses the native share sheet when there is one', async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { share });
    await shareLink({ title: 'Tee', url: 'https://x.test/store/tee' });
    expect(share).toHaveBeenCalledWith({ title: 'Tee', url: 'https://x.test/store/tee' });
    expect(useToastStore.getState().current).toBeNull();
  });

  it('copies the link otherwise, and says so', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await shareLink({ title: 'Tee', url: 'https://x.test/store/tee' });
    expect(writeText).toHaveBeenCalledWith('https://x.test/store/tee');
    expect(useToastStore.getState().current?.title).toBe('Link copied!');
  });

  it('reports a clipboard failure with the spec message', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } });
    await shareLink({ title: 'Tee', url: 'https://x.test/store/tee' });
    expect(useToastStore.getState().current).toMatchObject({
      title: 'Copy Failed',
      description: 'Unable to copy to clipboard.',
    });
  });
});
