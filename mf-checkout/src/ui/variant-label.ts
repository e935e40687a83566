/** "size: M · color: Black", as a cart line names its variant. */
export const variantLabel = (attributes: Record<string, string | undefined>): string =>
  Object.entries(attributes)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}: ${value}`)
    .join(' · ');
