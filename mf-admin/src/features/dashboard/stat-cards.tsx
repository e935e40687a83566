import { formatPrice } from '@ps/shared/format';
import type { DashboardResponse } from '@ps/shared/schemas';
import styled from 'styled-components';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

const Card = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: 1.6rem;
    font-weight: 800;
  }
  small {
    display: block;
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.8rem;
    font-weight: 400;
  }
`;

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
  return (
    <Grid>
      {cards.map((card) => (
        <Card key={card.label} data-testid={`figure-${card.label}`}>
          <dt>{card.label}</dt>
          <dd>
            {card.value}
            <small>{card.note}</small>
          </dd>
        </Card>
      ))}
    </Grid>
  );
}
