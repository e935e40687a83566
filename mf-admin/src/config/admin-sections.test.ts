import { describe, expect, it } from 'vitest';
import { staffPermissions } from '@ps/shared/console-schemas';
import { ADMIN_SECTIONS, sectionOf, sectionsFor } from './admin-sections';

// The seeded staff role (migration 0058).
const SEEDED_STAFF = [
  'orders.view',
  'orders.fulfil',
  'catalog.edit',
  'inventory',
  'content',
  'moderation',
  'customers.view',
] as const;

describe('sectionsFor', () => {
  it('gives an admin every section', () => {
    expect(sectionsFor({ permissions: [...staffPermissions] })).toHaveLength(ADMIN_SECTIONS.length);
  });

  it('hides Audit log, Staff, Roles, Settings and Promotions from the staff role', () => {
    const labels = sectionsFor({ permissions: [...SEEDED_STAFF] }).map((section) => section.label);
    expect(labels).toEqual(
      expect.arrayContaining(['Dashboard', 'Orders', 'Products', 'Inventory', 'Fan photos', 'Music']),
    );
    expect(labels.filter((label) => ['Audit log', 'Staff', 'Roles', 'Settings', 'Promotions'].includes(label))).toEqual(
      [],
    );
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
