import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ModeratedFanPhoto } from '@ps/shared/social';
import { Badge, VisuallyHidden } from '@ps/shared/ui';
import { formatDateTime } from '../../../ui/format';

const Article = styled.article`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  p,
  dl {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const FileDeleted = styled.p`
  display: grid;
  place-items: center;
  aspect-ratio: 4 / 3;
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

const Preview = styled.div`
  position: relative;
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    /* Staff judge the whole picture, so nothing is cropped away. */
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg};
  }
  label {
    position: absolute;
    top: ${({ theme }) => theme.space(2)};
    left: ${({ theme }) => theme.space(2)};
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg};
  }
  input {
    width: 22px;
    height: 22px;
  }
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    font-size: 0.9rem;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.color.info};
  }
`;

const FeaturedBadge = styled(Badge)`
  justify-self: start;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.info};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const PLATFORM_NAMES = { instagram: 'Instagram', tiktok: 'TikTok', website: 'Website' } as const;
const yesNo = (allowed: boolean) => (allowed ? 'Allowed' : 'Not allowed');

interface Props {
  photo: ModeratedFanPhoto;
  /** Present where the photo can be picked for a bulk action. */
  selection?: { checked: boolean; onChange: (checked: boolean) => void };
  actions: ReactNode;
}

/** One submission as staff judge it; everything the fan typed is shown as text, never as markup. */
export function FanPhotoCard({ photo, selection, actions }: Props) {
  const titleId = `fan-photo-${photo.id}`;
  return (
    <Article aria-labelledby={titleId} data-testid="fan-photo-card">
      <Preview>
        {photo.thumbnailUrl ? (
          <img src={photo.thumbnailUrl} alt={`Submitted by ${photo.submitterName}: ${photo.caption}`} loading="lazy" />
        ) : (
          <FileDeleted>The photo file was deleted when it was rejected.</FileDeleted>
        )}
        {selection && (
          <label>
            <input
              type="checkbox"
              checked={selection.checked}
              onChange={(event) => selection.onChange(event.target.checked)}
            />
            Select<VisuallyHidden> the photo from {photo.submitterName}</VisuallyHidden>
          </label>
        )}
      </Preview>
      <Details>
        <h2 id={titleId}>
          {photo.submitterName}
          {photo.submitterHandle && <> · {photo.submitterHandle}</>}
        </h2>
        {photo.isFeatured && <FeaturedBadge $tone="accent">Featured</FeaturedBadge>}
        <p>{photo.caption}</p>
        {photo.hashtags.length > 0 && (
          <Tags aria-label="Hashtags">
            {photo.hashtags.map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </Tags>
        )}
        <dl>
          <dt>Platform</dt>
          <dd>{PLATFORM_NAMES[photo.platform]}</dd>
          <dt>Location</dt>
          <dd>{photo.location ?? 'Not given'}</dd>
          <dt>Submitted</dt>
          <dd>{formatDateTime(photo.submittedAt)}</dd>
          <dt>Repost</dt>
          <dd>{yesNo(photo.allowRepost)}</dd>
          <dt>Commercial use</dt>
          <dd>{yesNo(photo.allowCommercialUse)}</dd>
          <dt>Approval e-mail</dt>
          <dd>{photo.hasEmail ? 'Sent on approval' : 'No e-mail given'}</dd>
          {photo.rejectionReason && (
            <>
              <dt>Reason</dt>
              <dd>{photo.rejectionReason}</dd>
            </>
          )}
        </dl>
        <a href={photo.imageUrl} target="_blank" rel="noreferrer">
          Open full size<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </a>
      </Details>
      <Actions>{actions}</Actions>
    </Article>
  );
}
