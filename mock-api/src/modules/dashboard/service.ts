import type { DashboardPeriod, DashboardResponse } from '@ps/shared/console-schemas';
import type { Db } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { centsToDollars } from '../../lib/money';
import { dashboardRange } from './dashboard-range';
import {
  dailySales,
  dashboardOrderFigures,
  latestOrders,
  lowStockVariants,
  newCustomerCount,
  pendingFanPhotoCount,
  sessionCount,
  topSellingProducts,
} from './repository';

const dollars = (cents: string | number) => centsToDollars(Number(cents));

/** Orders per session as a percentage with one decimal. */
export function conversionRate(orders: number, sessions: number): number | null {
  return sessions === 0 ? null : Math.round((orders / sessions) * 1000) / 10;
}

export function createDashboardService(db: Db, clock: Clock) {
  return {
    async dashboard(period: DashboardPeriod): Promise<DashboardResponse> {
      const range = dashboardRange(period, clock());
      const [figures, newCustomers, sessions, daily, topProducts, recentOrders, lowStock, pendingFanPhotos] =
        await Promise.all([
          dashboardOrderFigures(db, range),
          newCustomerCount(db, range),
          sessionCount(db, range),
          dailySales(db, range),
          topSellingProducts(db, range),
          latestOrders(db),
          lowStockVariants(db),
          pendingFanPhotoCount(db),
        ]);
      const revenueCents = Number(figures.revenueCents);
      return {
        period,
        from: range.firstDay,
        to: range.lastDay,
        figures: {
          revenue: centsToDollars(revenueCents),
          orders: figures.orders,
          paidOrders: figures.paidOrders,
          averageOrderValue: figures.paidOrders === 0 ? 0 : centsToDollars(revenueCents / figures.paidOrders),
          newCustomers,
          sessions,
          conversionRate: conversionRate(figures.orders, sessions),
        },
        revenueByDay: daily.map((day) => ({ date: day.date, orders: day.orders, revenue: dollars(day.revenueCents) })),
        topProducts: topProducts.map((product) => ({
          productId: product.productId,
          name: product.name,
          units: product.units,
          revenue: dollars(product.revenueCents),
        })),
        recentOrders: recentOrders.map((order) => ({
          id: order.id,
          orderNumber: order.orderNumber,
          customerName: `${order.customerFirstName} ${order.customerLastName}`.trim(),
          customerEmail: order.customerEmail,
          status: order.status,
          paymentStatus: order.paymentStatus,
          total: centsToDollars(order.totalCents),
          createdAt: order.createdAt.toISOString(),
        })),
        lowStock: {
          variants: lowStock.map(({ total: _total, ...variant }) => variant),
          total: lowStock[0]?.total ?? 0,
        },
        pendingFanPhotos,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
