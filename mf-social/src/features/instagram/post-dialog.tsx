import styled from 'styled-components';
import type { InstagramPost } from '@ps/shared/social';
import { ExternalLink, ModalDialog } from '@ps/shared/kit';
import { engagementPercent, postAge } from '../../lib/post-rules';

const TITLE_ID = 'social-post-dialog-title';

const Art = styled.img`
  width: 100%;
  height: auto;
  border: 2px solid #000;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
`;

const MEDIA_LABELS = { IMAGE: 'Image', VIDEO: 'Video', CAROUSEL_ALBUM: 'Carousel' } as const;

interface PostDialogProps {
  post: InstagramPost | null;
  /** The band's fan figure from the settings: what engagement is a share of. */
  audience: number;
  /** The band's Instagram profile from the settings; sample posts have no page of their own there. */
  profile: string | undefined;
  onClose: () => void;
}

/** The detail overlay of one sample post; focus returns to its card on close. */
export function PostDialog({ post, audience, profile, onClose }: PostDialogProps) {
  const engagement = post && engagementPercent(post.like_count, post.comments_count, audience);
  return (
    <ModalDialog open={post !== null} onClose={onClose} labelledBy={TITLE_ID}>
      {post && (
        <>
          <h2 id={TITLE_ID}>Sample post · {postAge(post.timestamp)}</h2>
          <Art src={post.media_url} alt="" width={600} height={600} />
          <p>{post.caption}</p>
          <Facts>
            <dt>Type</dt>
            <dd>{MEDIA_LABELS[post.media_type]}</dd>
            <dt>Likes</dt>
            <dd>{post.like_count.toLocaleString('en-US')}</dd>
            <dt>Comments</dt>
            <dd>{post.comments_count.toLocaleString('en-US')}</dd>
            {engagement !== null && (
              <>
                <dt>Engagement</dt>
                <dd>{engagement}% of the band&apos;s fans</dd>
              </>
            )}
            <dt>Hashtags</dt>
            <dd>{post.hashtags.map((tag) => `#${tag}`).join(' ')}</dd>
          </Facts>
          <p>A sample written for this site: it was never posted, so it has no page on Instagram.</p>
          {profile && (
            <ExternalLink href={profile} look="outline">
              The band on Instagram
            </ExternalLink>
          )}
        </>
      )}
    </ModalDialog>
  );
}
