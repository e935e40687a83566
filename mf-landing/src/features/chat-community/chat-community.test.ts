// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverLevel, voiceCapacity } from './chat-community';
import { CHAT_MOCK_DATA } from './chat-mock-data';
import { useChatCommunity } from './use-chat-community';

const SETTINGS_CHAT_MEMBERS = 45_210;
vi.mock('@ps/shared/band-presence', () => ({
  useBandPresence: () => ({
    figures: { fans: 156_000, discordMembers: SETTINGS_CHAT_MEMBERS, tiktokFollowers: 23_000 },
  }),
}));

describe('chat community rules', () => {
  it('levels the server by boosts: floor(boosts / 10) + 1', () => {
    expect(serverLevel(0)).toBe(1);
    expect(serverLevel(9)).toBe(1);
    expect(serverLevel(47)).toBe(5);
  });

  it('shows voice capacity as members plus 5, at least 10', () => {
    expect(voiceCapacity(0)).toBe(10);
    expect(voiceCapacity(5)).toBe(10);
    expect(voiceCapacity(23)).toBe(28);
  });

  it('uses the spec figures', () => {
    expect(CHAT_MOCK_DATA.stats).toMatchObject({
      memberCount: 15673,
      onlineCount: 2847,
      totalMessages: 125690,
      serverBoosts: 47,
    });
  });
});

describe('useChatCommunity', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("answers after 1 s with the settings' member count, and refetches every 30 s", async () => {
    const { result } = renderHook(() => useChatCommunity());
    expect(result.current).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(result.current).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toEqual({
      ...CHAT_MOCK_DATA,
      stats: { ...CHAT_MOCK_DATA.stats, memberCount: SETTINGS_CHAT_MEMBERS },
    });
    const spy = vi.spyOn(globalThis, 'setTimeout');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(spy).toHaveBeenCalledWith(expect.any(Function), 1000);
  });
});
