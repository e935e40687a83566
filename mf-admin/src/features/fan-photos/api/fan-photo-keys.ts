/** Every cached moderation read hangs under ['admin', 'fan-photos'], so one invalidation refreshes them all. */
export const fanPhotoKeys = {
  all: ['admin', 'fan-photos'] as const,
  list: (query: string) => [...fanPhotoKeys.all, 'list', query] as const,
};
