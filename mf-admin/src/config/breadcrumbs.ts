import { ADMIN_SECTIONS, sectionOf } from './admin-sections';

export interface Crumb {
  label: string;
  /** Absent on the page itself. */
  to?: string;
}

const WORDS: Record<string, string> = { new: 'New', edit: 'Edit' };

/** Dashboard › Section › Record › Action; records go by the names their pages gave them, else by id. */
export function breadcrumbsFor(pathname: string, recordTitles: Readonly<Record<string, string>> = {}): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const section = sectionOf(pathname);
  const dashboard = ADMIN_SECTIONS[0]!;
  if (!section) return [{ label: 'Not found' }];
  if (section === dashboard) return [{ label: dashboard.label }];
  const crumbs: Crumb[] = [
    { label: dashboard.label, to: dashboard.to },
    { label: section.label, to: section.to },
  ];
  let path = section.to;
  for (const segment of segments.slice(2)) {
    path = `${path}/${segment}`;
    const label = WORDS[segment] ?? recordTitles[path] ?? `${section.item ?? 'Item'} ${decodeURIComponent(segment)}`;
    crumbs.push({ label, to: path });
  }
  const current = crumbs.at(-1)!;
  delete current.to;
  return crumbs;
}
