import type { ReactNode } from 'react';
import { Route, Routes } from '@ps/shared/router';
import { NotFoundPage } from '@ps/shared/ui';
import { ProvisionalPage } from './provisional-page';

interface Props {
  pages: readonly { path: string; title: string }[];
  /** Real routes that already exist beside the provisional ones. */
  children?: ReactNode;
}

/** A route group whose screens are still being built: one provisional page per route, 404 for the rest. */
export function ProvisionalRoutes({ pages, children }: Props) {
  return (
    <Routes>
      {children}
      {pages.map(({ path, title }) => (
        <Route key={path} path={path} element={<ProvisionalPage title={title} route={`/${path}`} />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
