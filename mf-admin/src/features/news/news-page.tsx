import { useState } from 'react';
import { NEWS_LIST_STATES, type AdminNewsPost, type NewsListState } from '@ps/shared/schemas';
import { usePageMeta } from '@ps/shared/seo';
import { Button } from '@ps/shared/ui';
import { toApiQuery } from '../../lib/list-url';
import { useChoiceListView } from '../../lib/use-list-view';
import { AdminPage, PageHeader } from '../../ui/admin-page';
import { ChoicePagedList, type ListChoice } from '../../ui/choice-paged-list';
import { DeleteNewsDialog } from './delete-news-dialog';
import { useAdminNews } from './api/news-api';
import { NewsDialog } from './news-dialog';
import { NewsRow } from './news-row';
import { ListTable } from '../../ui/list-table';

const POSTS: ListChoice<'state', NewsListState> = {
  key: 'state',
  label: 'Posts',
  choices: NEWS_LIST_STATES,
  names: { all: 'All (newest first)', published: 'Published', draft: 'Drafts' },
  empty: {
    all: "No news posts yet. Write one, publish it, and it leads the landing page's What's happening.",
    published: 'No post is published. Fans see "No news yet" on the landing page.',
    draft: 'No drafts.',
  },
  failure: { title: 'Failed to fetch the news', message: "We couldn't load the posts. Please try again." },
};

export function NewsPage() {
  usePageMeta({ title: 'News · Staff console', description: "The band's news posts on the landing page." });
  const [view, goTo] = useChoiceListView(POSTS.key, POSTS.choices, 'all');
  const news = useAdminNews(toApiQuery(view));
  const [editing, setEditing] = useState<AdminNewsPost | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminNewsPost | null>(null);

  return (
    <AdminPage>
      <PageHeader>
        <h1>News</h1>
        <Button onClick={() => setEditing('new')}>Write post</Button>
      </PageHeader>
      <ChoicePagedList list={POSTS} view={view} onView={goTo} query={news}>
        {(data) => (
          <ListTable label="News posts" columns={['Date posted', 'Title', 'Type', 'Status']} blankLast>
            {data.news.map((post) => (
              <NewsRow key={post.id} post={post} onEdit={setEditing} onDelete={setDeleting} />
            ))}
          </ListTable>
        )}
      </ChoicePagedList>
      {deleting && <DeleteNewsDialog post={deleting} onClose={() => setDeleting(null)} />}
      {editing && <NewsDialog post={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </AdminPage>
  );
}
