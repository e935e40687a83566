export const profileKeys = {
  all: ['admin', 'profile'] as const,
  twoFactor: () => [...profileKeys.all, 'two-factor'] as const,
};
