export const accountKeys = {
  all: ['account'] as const,
  /**
   * `AccountUser`: the customer the server found signed in when it drew a personal page for them
   * (decision 065). Only ever in that page's own data, never in a screen another visitor gets.
   */
  drawnFor: ['account', 'drawn-for'] as const,
};
