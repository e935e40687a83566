import { z } from 'zod';
import { dollarsSchema, ORDER_STATUSES, PAYMENT_STATUSES } from '@ps/shared/schemas';

/** The dashboard's periods: today, or the last 7, 30 or 90 days, today included (days in UTC). */
export const DASHBOARD_PERIODS = ['today', '7d', '30d', '90d'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = '30d';

export const DASHBOARD_PERIOD_DAYS: Record<DashboardPeriod, number> = { today: 1, '7d': 7, '30d': 30, '90d': 90 };

/** GET /api/admin/dashboard?period= */
export const dashboardQuerySchema = z.object({
  period: z
    .enum(DASHBOARD_PERIODS, { error: `must be one of ${DASHBOARD_PERIODS.join(', ')}` })
    .default(DEFAULT_DASHBOARD_PERIOD),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

const countSchema = z.number().int().nonnegative();

export const dashboardResponseSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** The first day counted and the last (today), YYYY-MM-DD in UTC. */
  from: z.iso.date(),
  to: z.iso.date(),
  figures: z.object({
    /** Totals of the period's paid orders (refunded, failed and unpaid ones left out). */
    revenue: dollarsSchema,
    /** Orders placed in the period, whatever became of them. */
    orders: countSchema,
    paidOrders: countSchema,
    /** Revenue over paid orders; 0 without any. */
    averageOrderValue: dollarsSchema,
    /** E-mails whose first order ever was placed in the period (accounts and guests alike). */
    newCustomers: countSchema,
    /** Distinct browser sessions with any analytics event in the period. */
    sessions: countSchema,
    /** Orders per session as a percentage with one decimal; null without sessions. */
    conversionRate: z.number().nonnegative().nullable(),
  }),
  /** One entry per day of the period, oldest first, days without sales as zeros. */
  revenueByDay: z.array(z.object({ date: z.iso.date(), revenue: dollarsSchema, orders: countSchema })),
  /** Best sellers of the period by units in paid orders. */
  topProducts: z.array(
    z.object({ productId: z.number().int().nullable(), name: z.string(), units: countSchema, revenue: dollarsSchema }),
  ),
  /** The newest orders, whatever the period. */
  recentOrders: z.array(
    z.object({
      id: z.number().int().positive(),
      orderNumber: z.string(),
      customerName: z.string(),
      customerEmail: z.string(),
      status: z.enum(ORDER_STATUSES),
      paymentStatus: z.enum(PAYMENT_STATUSES),
      total: dollarsSchema,
      createdAt: z.iso.datetime(),
    }),
  ),
  lowStock: z.object({
    /** Variants of active products at or below their threshold, fewest units first. */
    variants: z.array(
      z.object({
        variantId: z.number().int().positive(),
        productId: z.number().int().positive(),
        productName: z.string(),
        variantName: z.string(),
        sku: z.string(),
        available: countSchema,
        threshold: countSchema,
      }),
    ),
    /** Every such variant, when there are more than the list shows. */
    total: countSchema,
  }),
  /** Fan photos submitted and not yet approved or rejected. */
  pendingFanPhotos: countSchema,
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
