import { fireEvent, screen } from '@testing-library/react';
import {
  adminCustomersResponseSchema,
  adminInventoryResponseSchema,
  adminOrdersResponseSchema,
  adminProductsResponseSchema,
  adminReturnsResponseSchema,
  auditLogResponseSchema,
} from '@ps/shared/console-schemas';
import type { FanPhotoModerationPage } from '@ps/shared/social';
import { buildAdminProduct } from '@ps/test-kit/factories';
import { answerList, pageOf, paginationOf, startMockApi, typeOnly } from '@ps/test-kit/mock-api';
import { describeListScreen, select, type ListScreen } from '../list-screen-journeys';

startMockApi();

const SAVED = '2026-01-05T10:00:00.000Z';

/** The console's lists with their own filters (orders, products, customers, inventory, fan photos, audit log). */
const screens: Record<string, ListScreen> = {
  orders: {
    path: '/admin/orders',
    rowText: (number) => `PS-TEST-${number}`,
    answer: (total) =>
      answerList('/api/admin/orders', adminOrdersResponseSchema, (query) => ({
        orders: pageOf(query, total, (id) => ({
          id,
          orderNumber: `PS-TEST-${id}`,
          customerName: `Buyer ${id}`,
          customerEmail: `buyer-${id}@example.com`,
          status: 'shipped' as const,
          paymentStatus: 'paid' as const,
          itemCount: 1,
          total: 25,
          shippingAddress: { city: 'Springfield', state: 'IL', country: 'US' },
          shippingMethod: 'standard' as const,
          createdAt: SAVED,
          version: 1,
        })),
        pagination: paginationOf(query, total),
        summary: { totalRevenue: total * 25, total, averageOrderValue: 25, byStatus: { pending: 0, processing: 0 } },
      })),
    filter: { choose: select('Order status', 'delivered'), param: 'status', value: 'delivered' },
  },
  products: {
    path: '/admin/products',
    rowText: (number) => `Product ${number}`,
    answer: (total) =>
      answerList('/api/admin/products', adminProductsResponseSchema, (query) => ({
        products: pageOf(query, total, (id) => buildAdminProduct({ id })),
        pagination: paginationOf(query, total),
        summary: { total, active: total, featured: 0, averagePrice: 25, lowStock: 0, outOfStock: 0 },
      })),
    filter: { choose: select('Status', 'inactive'), param: 'status', value: 'inactive' },
  },
  customers: {
    path: '/admin/customers',
    rowText: (number) => `Customer ${number}`,
    answer: (total) =>
      answerList('/api/admin/customers', adminCustomersResponseSchema, (query) => ({
        customers: pageOf(query, total, (id) => ({
          key: `customer-${id}`,
          name: `Customer ${id}`,
          email: `customer-${id}@example.com`,
          kind: 'account' as const,
          orderCount: 1,
          lifetimeValue: 25,
          lastOrderAt: SAVED,
          newsletter: 'never' as const,
        })),
        pagination: paginationOf(query, total),
      })),
    filter: { choose: select('Type', 'guest'), param: 'kind', value: 'guest' },
  },
  inventory: {
    path: '/admin/inventory',
    rowText: (number) => `Product ${number}`,
    answer: (total) =>
      answerList('/api/admin/inventory', adminInventoryResponseSchema, (query) => ({
        items: pageOf(query, total, (id) => ({
          id,
          productId: id,
          productName: `Product ${id}`,
          variantName: 'One size',
          sku: `SKU-${id}`,
          price: 25,
          available: 10,
          reserved: 0,
          lowStockThreshold: 5,
          totalSold: 0,
          waiting: 0,
          lastRestocked: null,
          status: 'in_stock' as const,
        })),
        pagination: paginationOf(query, total),
        summary: { variants: total, inStock: total, lowStock: 0, outOfStock: 0, inventoryValue: total * 250 },
      })),
    filter: { choose: select('Stock status', 'low_stock'), param: 'status', value: 'low_stock' },
  },
  'fan photos': {
    path: '/admin/fan-photos',
    rowText: (number) => `Photo ${number}`,
    answer: (total) =>
      answerList('/api/admin/fan-photos', typeOnly<FanPhotoModerationPage>(), (query) => ({
        photos: pageOf(query, total, (id) => ({
          id: `photo-${id}`,
          imageUrl: `/media/photo-${id}.jpg`,
          thumbnailUrl: `/media/photo-${id}-thumb.jpg`,
          caption: `Photo ${id}`,
          submitterName: `Fan ${id}`,
          submitterHandle: null,
          platform: 'website' as const,
          isApproved: false,
          isFeatured: false,
          likeCount: 0,
          submittedAt: SAVED,
          hashtags: [],
          location: null,
          tiktokPotential: false,
          viralScore: 0,
          isSample: false,
          status: 'pending' as const,
          rejectionReason: null,
          allowRepost: false,
          allowCommercialUse: false,
          hasEmail: false,
          reviewedAt: null,
        })),
        pendingCount: total,
        pagination: paginationOf(query, total),
      })),
    filter: {
      choose: () => fireEvent.click(screen.getByRole('link', { name: 'Approved' })),
      param: 'status',
      value: 'approved',
    },
  },
  'audit log': {
    path: '/admin/audit-log',
    rowText: (number) => `Entry ${number}`,
    answer: (total) =>
      answerList('/api/admin/audit-log', auditLogResponseSchema, (query) => ({
        entries: pageOf(query, total, (id) => ({
          id: `entry-${id}`,
          occurredAt: SAVED,
          actorEmail: 'admin@panicsquad.example',
          ip: null,
          action: 'inventory.update',
          actionName: `Entry ${id}`,
          target: null,
          changes: null,
          changed: [],
        })),
        pagination: paginationOf(query, total),
      })),
    filter: {
      choose: () => {
        fireEvent.change(screen.getByRole('textbox', { name: 'Action contains' }), { target: { value: 'inventory' } });
        fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
      },
      param: 'action',
      value: 'inventory',
    },
  },
  returns: {
    path: '/admin/returns',
    rowText: (number) => `Return ${number}`,
    answer: (total) =>
      answerList('/api/admin/returns', adminReturnsResponseSchema, (query) => ({
        returns: pageOf(query, total, (id) => ({
          id,
          orderId: id,
          orderNumber: `PS-TEST-${id}`,
          customerName: `Buyer ${id}`,
          customerEmail: `buyer-${id}@example.com`,
          kind: 'return' as const,
          status: 'requested' as const,
          reason: 'Too small',
          staffMessage: null,
          lines: [{ itemId: id, productName: 'Tee', variantName: 'M', quantity: 1, goodQuantity: null }],
          replacement: null,
          refunded: null,
          charged: null,
          balanceDue: 0,
          shipment: null,
          steps: [{ status: 'requested' as const, title: 'Requested', at: SAVED }],
          version: 1,
          createdAt: SAVED,
        })),
        pagination: paginationOf(query, total),
      })),
    filter: { choose: select('Status', 'received'), param: 'status', value: 'received' },
  },
};

for (const [name, list] of Object.entries(screens)) describeListScreen(name, list);
