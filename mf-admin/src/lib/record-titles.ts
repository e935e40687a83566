import { useEffect } from 'react';
import { create } from 'zustand';
import { useLocation } from '@ps/shared/router';

const useTitleStore = create<{ byPath: Readonly<Record<string, string>> }>(() => ({ byPath: {} }));

/** `/admin/products/7/edit` → `/admin/products/7`: the record a page belongs to. */
export const recordPathOf = (pathname: string): string => pathname.split('/').slice(0, 4).join('/');

/** A record's page names it (a product's name, an order's number) for the breadcrumbs once it has loaded. */
export function useRecordTitle(title: string | undefined) {
  const recordPath = recordPathOf(useLocation().pathname);
  useEffect(() => {
    if (!title) return;
    useTitleStore.setState((state) => ({ byPath: { ...state.byPath, [recordPath]: title } }));
  }, [recordPath, title]);
}

/** Record names known so far, by record path. */
export const useRecordTitles = () => useTitleStore((state) => state.byPath);
