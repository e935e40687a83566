import { useState } from 'react';
import styled from 'styled-components';
import type { Mailing } from '@ps/shared/schemas';
import { useSearchParams } from '@ps/shared/router';
import { usePageMeta } from '@ps/shared/seo';
import { Button, ErrorFallback, Skeleton } from '@ps/shared/ui';
import {
  DEFAULT_LIST_PAGE_SIZE,
  LIST_PAGE_SIZES,
  listPageParams,
  readListPage,
  toApiQuery,
  toSearchParams,
  type ListPage,
} from '../../lib/list-url';
import { AdminPage, PageHeader } from '../../ui/admin-page';
import { DataTable } from '../../ui/data-table';
import { Pager } from '../../ui/pager';
import { StatGrid } from '../../ui/stat-grid';
import { DeleteDialog } from './delete-dialog';
import { MailingDialog } from './mailing-dialog';
import { MailingRow } from './mailing-row';
import { useAdminMailings } from './mailings-api';
import { SendDialog } from './send-dialog';

/** One figure: a full-width box would be mostly empty at 1280 px. */
const Audience = styled.div`
  max-width: 320px;
`;

type Opened = { kind: 'edit'; mailing: Mailing | null } | { kind: 'send' | 'delete'; mailing: Mailing };

export function NewsletterPage() {
  usePageMeta({ title: 'Newsletter · Staff console', description: 'Mailings to the newsletter’s subscribers.' });
  const [search, setSearch] = useSearchParams();
  const view = readListPage(search, LIST_PAGE_SIZES, DEFAULT_LIST_PAGE_SIZE);
  const goTo = (next: ListPage) => setSearch(toSearchParams(listPageParams(next, DEFAULT_LIST_PAGE_SIZE)));
  const mailings = useAdminMailings(toApiQuery(view));
  const [opened, setOpened] = useState<Opened | null>(null);
  const close = () => setOpened(null);
  const audience = mailings.data?.subscribers;

  return (
    <AdminPage>
      <PageHeader>
        <h1>Newsletter</h1>
        <Button onClick={() => setOpened({ kind: 'edit', mailing: null })}>New mailing</Button>
      </PageHeader>
      {!mailings.isError && (
        <Audience>
          <StatGrid
            label="Newsletter audience"
            stats={[['Confirmed subscribers', audience?.toLocaleString('en-US')]]}
          />
        </Audience>
      )}
      {mailings.isPending ? (
        <Skeleton $height="12rem" />
      ) : mailings.isError ? (
        <ErrorFallback
          title="Failed to fetch the mailings"
          message="We couldn't load the newsletter. Please try again."
          onRetry={() => void mailings.refetch()}
        />
      ) : mailings.data.pagination.total === 0 ? (
        <p>No mailings yet. Write one with New mailing, send yourself a test, then send it to the subscribers.</p>
      ) : (
        <DataTable aria-label="Mailings">
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">Status</th>
              <th scope="col">History</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {mailings.data.mailings.map((mailing) => (
              <MailingRow
                key={mailing.id}
                mailing={mailing}
                onEdit={(chosen) => setOpened({ kind: 'edit', mailing: chosen })}
                onSend={(chosen) => setOpened({ kind: 'send', mailing: chosen })}
                onDelete={(chosen) => setOpened({ kind: 'delete', mailing: chosen })}
              />
            ))}
          </tbody>
        </DataTable>
      )}
      {mailings.data && mailings.data.pagination.total > 0 && (
        <Pager
          page={view.page}
          size={view.pageSize}
          sizes={LIST_PAGE_SIZES}
          total={mailings.data.pagination.total}
          onPage={(page) => goTo({ ...view, page })}
          onSize={(pageSize) => goTo({ ...view, page: 1, pageSize })}
        />
      )}
      {opened?.kind === 'edit' && <MailingDialog mailing={opened.mailing} onClose={close} />}
      {opened?.kind === 'send' && <SendDialog mailing={opened.mailing} audience={audience ?? 0} onClose={close} />}
      {opened?.kind === 'delete' && <DeleteDialog mailing={opened.mailing} onClose={close} />}
    </AdminPage>
  );
}
