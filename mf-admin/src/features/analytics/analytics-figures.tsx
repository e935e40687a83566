import type { AdminAnalytics } from '@ps/shared/console-schemas';
import { FigureCards } from '../../ui/figure-cards';
import { conversionNote, formatRate, formatSeconds } from './analytics-format';

export function AnalyticsFigures({ figures }: { figures: AdminAnalytics['figures'] }) {
  const cards = [
    { label: 'Visitors', value: String(figures.visitors), note: 'distinct browsers' },
    { label: 'Sessions', value: String(figures.sessions), note: 'browser tabs with a visit' },
    { label: 'Conversion', value: formatRate(figures.conversionRate), note: conversionNote(figures) },
    { label: 'New subscribers', value: String(figures.newSubscribers), note: 'newsletter signups stored' },
    { label: 'Ticket clicks', value: String(figures.ticketClicks), note: 'Get Tickets buttons pressed' },
    {
      label: 'Time per session',
      value: formatSeconds(figures.averageSessionSeconds),
      note: 'visible time on the site',
    },
  ];
  return <FigureCards figures={cards} testIdPrefix="analytics-figure" />;
}
