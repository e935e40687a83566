import { describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../logger';
import { warmFirstScreens } from './warm-up';

const logger = () => ({ info: vi.fn(), warn: vi.fn() });

describe('warmFirstScreens', () => {
  it("draws the busy pages through the server's own API and logs how many could not be drawn", async () => {
    const warm = vi.fn().mockResolvedValue(1);
    const log = logger();
    await warmFirstScreens({ warm }, 'http://127.0.0.1:4000', log as unknown as Logger);
    expect(warm).toHaveBeenCalledWith('http://127.0.0.1:4000');
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ paths: 3, failed: 1 }), 'first screens warmed');
  });

  it('never throws: a warm-up that fails leaves the pages to the browsers, and says so', async () => {
    const log = logger();
    const warm = vi.fn().mockRejectedValue(new Error('bundle missing'));
    await expect(
      warmFirstScreens({ warm }, 'http://127.0.0.1:4000', log as unknown as Logger),
    ).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ failed: 3 }), 'first screens warmed');
  });
});
