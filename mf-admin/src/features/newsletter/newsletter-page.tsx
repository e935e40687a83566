import { useState } from 'react';
import styled from 'styled-components';
import type { Mailing } from '@ps/shared/console-schemas';
import { usePageMeta } from '@ps/shared/seo';
import { Button } from '@ps/shared/ui';
import { toApiQuery } from '../../lib/list-url';
import { useListPageView } from '../../lib/use-list-view';
import { AdminPage, PageHeader } from '../../ui/admin-page';
import { PagedList } from '../../ui/paged-list';
import { StatGrid } from '../../ui/stat-grid';
import { DeleteDialog } from './delete-dialog';
import { MailingDialog } from './mailing-dialog';
import { MailingRow } from './mailing-row';
import { useAdminMailings } from './api/mailings-api';
import { SendDialog } from './send-dialog';
import { ListTable } from '../../ui/list-table';

/** One figure: a full-width box would be mostly empty at 1280 px. */
const Audience = styled.div`
  max-width: 320px;
`;

type Opened = { kind: 'edit'; mailing: Mailing | null } | { kind: 'send' | 'delete'; mailing: Mailing };

export function NewsletterPage() {
  usePageMeta({ title: 'Newsletter · Staff console', description: 'Mailings to the newsletter’s subscribers.' });
  const [view, goTo] = useListPageView();
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
      <PagedList
        query={mailings}
        view={view}
        onView={goTo}
        errorTitle="Failed to fetch the mailings"
        errorMessage="We couldn't load the newsletter. Please try again."
        empty={'No mailings yet. Write one with New mailing, send yourself a test, then send it to the subscribers.'}
      >
        {(data) => (
          <ListTable label="Mailings" columns={['Subject', 'Status', 'History']} blankLast>
            {data.mailings.map((mailing) => (
              <MailingRow
                key={mailing.id}
                mailing={mailing}
                onEdit={(chosen) => setOpened({ kind: 'edit', mailing: chosen })}
                onSend={(chosen) => setOpened({ kind: 'send', mailing: chosen })}
                onDelete={(chosen) => setOpened({ kind: 'delete', mailing: chosen })}
              />
            ))}
          </ListTable>
        )}
      </PagedList>
      {opened?.kind === 'edit' && <MailingDialog mailing={opened.mailing} onClose={close} />}
      {opened?.kind === 'send' && <SendDialog mailing={opened.mailing} audience={audience ?? 0} onClose={close} />}
      {opened?.kind === 'delete' && <DeleteDialog mailing={opened.mailing} onClose={close} />}
    </AdminPage>
  );
}
