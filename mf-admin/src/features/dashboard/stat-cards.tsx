import { formatPrice } from '@ps/shared/rules';
import type { DashboardResponse } from '@ps/shared/console-schemas';
import { FigureCards } from '../../ui/figure-cards';

type Figures = DashboardResponse['figures'];

export function StatCards({ figures }: { figures: Figures }) {
  // Without sessions there is no rate to show, not a rate of zero.
  const conversion = figures.conversionRate === null ? '—' : `${figures.conversionRate}%`;
  const cards = [
    { label: 'Revenue', value: formatPrice(figures.revenue), note: `${figures.paidOrders} paid orders` },
    { label: 'Orders', value: String(figures.orders), note: 'placed, whatever their status' },
    { label: 'Average order value', value: formatPrice(figures.averageOrderValue), note: 'over paid orders' },
    { label: 'New customers', value: String(figures.newCustomers), note: 'first order in the period' },
    { label: 'Conversion', value: conversion, note: `${figures.orders} orders / ${figures.sessions} sessions` },
  ];
  return <FigureCards figures={cards} testIdPrefix="figure" />;
}
