import type { RemoteName } from '@ps/shared/schemas';

declare const __APP_BUILD_ID__: string | undefined;

/**
 * The build of the app this module was compiled into: this entry is bundled into each app (not
 * shared), so every app reads its own id, the same in its browser and its prerender build.
 */
export const APP_BUILD_ID = typeof __APP_BUILD_ID__ === 'string' ? __APP_BUILD_ID__ : 'dev';

/** The `<script type="application/json">` that carries a prerendered first screen's data. */
export const FIRST_SCREEN_DATA_ID = 'ps-first-screen';

export interface FirstScreenQuery {
  key: readonly unknown[];
  data: unknown;
}

/** What the server drew the first screen from, so the page can hydrate it without asking again. */
export interface FirstScreenData {
  remote: RemoteName;
  /** The remote build that drew the markup; the page uses it only if it loaded the same build. */
  build: string;
  path: string;
  queries: FirstScreenQuery[];
}

function isFirstScreenData(value: unknown): value is FirstScreenData {
  if (typeof value !== 'object' || value === null) return false;
  const { remote, build, path, queries } = value as Record<string, unknown>;
  return (
    typeof remote === 'string' &&
    typeof build === 'string' &&
    typeof path === 'string' &&
    Array.isArray(queries) &&
    queries.every((query) => Array.isArray((query as FirstScreenQuery | null)?.key))
  );
}

/** The embedded first-screen data of this page, if the server sent any (a hand check: no zod on first load). */
export function readFirstScreen(doc: Document = document): FirstScreenData | null {
  const text = doc.getElementById(FIRST_SCREEN_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isFirstScreenData(value) ? value : null;
  } catch {
    return null;
  }
}

/** Forgets the embedded data, so nothing seeds the page from markup it does not hydrate. */
export function dropFirstScreen(doc: Document = document): void {
  doc.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
}
