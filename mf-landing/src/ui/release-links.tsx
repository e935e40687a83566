import { RELEASE_LINK_LABELS, RELEASE_LINKS, type ReleaseLinkKind } from '@ps/shared/rules';
import type { Release } from '@ps/shared/schemas';
import { ExternalLink } from '@ps/shared/kit';

interface Props {
  links: Release['links'];
  /** The first link stands out; the others are outlined. */
  onOpen: (kind: ReleaseLinkKind) => void;
}

/** A button for each place staff linked the release; none for a place it has no page. */
export function ReleaseLinks({ links, onOpen }: Props) {
  const present = RELEASE_LINKS.flatMap((kind) => {
    const href = links[kind];
    return href ? [{ kind, href }] : [];
  });
  return present.map(({ kind, href }, index) => (
    <ExternalLink key={kind} href={href} look={index === 0 ? 'solid' : 'outline'} onClick={() => onOpen(kind)}>
      {RELEASE_LINK_LABELS[kind]}
    </ExternalLink>
  ));
}
