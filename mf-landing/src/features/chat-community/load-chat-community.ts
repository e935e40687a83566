import type { ChatCommunity } from './chat-community';
import { CHAT_MOCK_DATA } from './chat-mock-data';

/** Spec 1 §7: a simulated fetch, 1 s then the static data. */
export const SIMULATED_DELAY_MS = 1000;
export const REFETCH_INTERVAL_MS = 30_000;

export function loadChatCommunity(delayMs = SIMULATED_DELAY_MS): Promise<ChatCommunity> {
  return new Promise((resolve) => setTimeout(() => resolve(CHAT_MOCK_DATA), delayMs));
}
