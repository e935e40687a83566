/**
 * A row's target as people read it: route rows store the route's ids as JSON
 * (`{"variantId":"12"}` reads "variant 12"); services store an order number or an id as is.
 */
export function auditTargetText(target: string | null): string {
  if (!target) return '—';
  if (!target.startsWith('{')) return target;
  try {
    const ids = JSON.parse(target) as Record<string, unknown>;
    return Object.entries(ids)
      .map(([key, value]) => `${key.replace(/Id$/, '').replace(/^id$/, '#')} ${String(value)}`.replace('# ', '#'))
      .join(', ');
  } catch {
    return target;
  }
}
