import { useState } from 'react';
import type { Promotion } from '@ps/shared/schemas';
import { usePageMeta } from '@ps/shared/seo';
import { toApiQuery } from '../../lib/list-url';
import { Badge, Button, toast, type BadgeTone } from '@ps/shared/ui';
import { useListPageView } from '../../lib/use-list-view';
import { AdminPage, PageHeader } from '../../ui/admin-page';
import { formatDateTime, money } from '../../ui/format';
import { PagedList } from '../../ui/paged-list';
import { useDeactivatePromotion, usePromotions } from './api/promotion-api';
import { PromotionDialog, TYPE_NAMES } from './promotion-dialog';
import { RowActions } from '../../ui/table-cells';
import { ListTable } from '../../ui/list-table';

const STATES: Record<Promotion['state'], [string, BadgeTone]> = {
  running: ['Running', 'success'],
  scheduled: ['Scheduled', 'info'],
  ended: ['Ended', 'neutral'],
  used_up: ['Used up', 'warning'],
  inactive: ['Inactive', 'neutral'],
};

const valueOf = (promotion: Promotion) =>
  promotion.type === 'percentage' ? `${promotion.value}%` : promotion.type === 'fixed' ? money(promotion.value) : '—';

export function PromotionsPage() {
  usePageMeta({ title: 'Promotions · Staff console', description: 'Promo codes for the store.' });
  const [view, show] = useListPageView();
  const promotions = usePromotions(toApiQuery(view));
  const deactivate = useDeactivatePromotion();
  const [editing, setEditing] = useState<Promotion | 'new' | null>(null);

  const stop = (promotion: Promotion) =>
    deactivate.mutate(promotion.id, {
      onSuccess: () => toast({ title: `${promotion.code} deactivated` }),
      onError: () => toast({ title: `Could not deactivate ${promotion.code}`, variant: 'destructive' }),
    });

  return (
    <AdminPage>
      <PageHeader>
        <h1>Promotions</h1>
        <Button onClick={() => setEditing('new')}>New promo code</Button>
      </PageHeader>
      <PagedList
        query={promotions}
        view={view}
        onView={show}
        errorTitle="Failed to fetch promotions"
        errorMessage="We couldn't load the promo codes. Please try again."
        empty={'No promo codes yet. Create one and fans can enter it in their cart.'}
      >
        {(data) => (
          <ListTable
            label="Promo codes"
            columns={['Code', 'Type', 'Value', 'Minimum', 'Runs', 'Used', 'State']}
            blankLast
          >
            {data.promotions.map((promotion) => {
              const [state, tone] = STATES[promotion.state];
              return (
                <tr key={promotion.id}>
                  <th scope="row">{promotion.code}</th>
                  <td>{TYPE_NAMES[promotion.type]}</td>
                  <td>{valueOf(promotion)}</td>
                  <td>{promotion.minSubtotal > 0 ? money(promotion.minSubtotal) : 'None'}</td>
                  <td>
                    {formatDateTime(promotion.startsAt)} –{' '}
                    {promotion.endsAt ? formatDateTime(promotion.endsAt) : 'no end'}
                  </td>
                  <td>
                    {promotion.usedCount}
                    {promotion.usageLimit ? ` of ${promotion.usageLimit}` : ''}
                  </td>
                  <td>
                    <Badge $tone={tone}>{state}</Badge>
                  </td>
                  <td>
                    <RowActions>
                      <Button
                        $variant="secondary"
                        onClick={() => setEditing(promotion)}
                        aria-label={`Edit ${promotion.code}`}
                      >
                        Edit
                      </Button>
                      {promotion.active && (
                        <Button
                          $variant="ghost"
                          onClick={() => stop(promotion)}
                          aria-label={`Deactivate ${promotion.code}`}
                        >
                          Deactivate
                        </Button>
                      )}
                    </RowActions>
                  </td>
                </tr>
              );
            })}
          </ListTable>
        )}
      </PagedList>
      {editing && <PromotionDialog promotion={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminPage>
  );
}
