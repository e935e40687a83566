import { useState } from 'react';
import { NEWS_LIST_STATES, type AdminNewsPost, type NewsListState } from '@ps/shared/schemas';
import { usePageMeta } from '@ps/shared/seo';
import { Button } from '@ps/shared/ui';
import { toApiQuery } from '../../lib/list-url';
import { useChoiceListView } from '../../lib/use-list-view';
import { AdminPage, PageHeader } from '../../ui/admin-page';
import { ChoiceBar } from '../../ui/list-filters';
import { PagedList } from '../../ui/paged-list';
import { DeleteNewsDialog } from './delete-news-dialog';
import { useAdminNews } from './api/news-api';
import { NewsDialog } from './news-dialog';
import { NewsRow } from './news-row';
import { ListTable } from '../../ui/list-table';

const STATE_NAMES: Record<NewsListState, string> = {
  all: 'All (newest first)',
  published: 'Published',
  draft: 'Drafts',
};

const EMPTY: Record<NewsListState, string> = {
  all: "No news posts yet. Write one, publish it, and it leads the landing page's What's happening.",
  published: 'No post is published. Fans see "No news yet" on the landing page.',
  draft: 'No drafts.',
};

export function NewsPage() {
  usePageMeta({ title: 'News · Staff console', description: "The band's news posts on the landing page." });
  const [view, goTo] = useChoiceListView('state', NEWS_LIST_STATES, 'all');
  const news = useAdminNews(toApiQuery(view));
  const [editing, setEditing] = useState<AdminNewsPost | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminNewsPost | null>(null);

  return (
    <AdminPage>
      <PageHeader>
        <h1>News</h1>
        <Button onClick={() => setEditing('new')}>Write post</Button>
      </PageHeader>
      <ChoiceBar
        label="Posts"
        choices={NEWS_LIST_STATES}
        names={STATE_NAMES}
        value={view.state}
        onChange={(state) => goTo({ ...view, state, page: 1 })}
      />
      <PagedList
        query={news}
        view={view}
        onView={goTo}
        errorTitle="Failed to fetch the news"
        errorMessage="We couldn't load the posts. Please try again."
        empty={EMPTY[view.state]}
      >
        {(data) => (
          <ListTable label="News posts" columns={['Date posted', 'Title', 'Type', 'Status']} blankLast>
            {data.news.map((post) => (
              <NewsRow key={post.id} post={post} onEdit={setEditing} onDelete={setDeleting} />
            ))}
          </ListTable>
        )}
      </PagedList>
      {deleting && <DeleteNewsDialog post={deleting} onClose={() => setDeleting(null)} />}
      {editing && <NewsDialog post={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminPage>
  );
}
