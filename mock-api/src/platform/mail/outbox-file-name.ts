/**
 * `2026-03-01T12-30-05.123Z-<id>.eml`: sorts by time, and keeps to characters
 * every file system accepts (no ':' from the ISO time, no '<>@' from the id).
 */
export function outboxFileName(sentAt: Date, messageId: string): string {
  const time = sentAt.toISOString().replaceAll(':', '-');
  const id = messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9._-]+/g, '_');
  return `${time}-${id}.eml`;
}
