const DEFAULT_NEXT = '/account/orders';

/**
 * Where to go after signing in: the page that sent the visitor here (`?next=`), but only a path
 * on this site, so a crafted link cannot send a fresh sign-in somewhere else.
 */
export function nextPath(params: URLSearchParams): string {
  const next = params.get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return DEFAULT_NEXT;
  if (next.startsWith('/account/sign-in') || next.startsWith('/account/register')) return DEFAULT_NEXT;
  return next;
}

/** A link to a sign-in family page that keeps `next`. */
export function withNext(path: string, params: URLSearchParams): string {
  const next = params.get('next');
  return next ? `${path}?${new URLSearchParams({ next })}` : path;
}
