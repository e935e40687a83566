import { describe, expect, it } from 'vitest';
import { sectionOf, sectionsFor } from './admin-sections';

describe('sectionsFor', () => {
  it('gives an admin every section', () => {
    expect(sectionsFor('admin')).toHaveLength(13);
  });

  it('hides Audit log, Staff and Settings from the staff role', () => {
    const labels = sectionsFor('staff').map((section) => section.label);
    expect(labels).toEqual(expect.arrayContaining(['Dashboard', 'Orders', 'Products', 'Inventory', 'Fan photos']));
    expect(labels.filter((label) => ['Audit log', 'Staff', 'Settings'].includes(label))).toEqual([]);
  });
});

describe('sectionOf', () => {
  it.each([
    ['/admin', 'Dashboard'],
    ['/admin/', 'Dashboard'],
    ['/admin/orders/12', 'Orders'],
    ['/admin/audit-log', 'Audit log'],
    ['/admin/profile', 'Profile'],
  ])('%s is in %s', (path, label) => {
    expect(sectionOf(path)?.label).toBe(label);
  });

  it('knows no section for other paths', () => {
    expect(sectionOf('/admin/nowhere')).toBeUndefined();
    expect(sectionOf('/store')).toBeUndefined();
  });
});
