import styled from 'styled-components';

export interface ActivityEntry {
  action: string;
  timeAgo: string;
}

export const RECENT_SIGNUPS: readonly ActivityEntry[] = [
  { action: 'Jess from Austin joined the Squad', timeAgo: '2 min ago' },
  { action: 'Marco from Milan joined the Squad', timeAgo: '6 min ago' },
  { action: 'Aiko from Osaka joined the Squad', timeAgo: '11 min ago' },
  { action: 'Sam from Leeds joined the Squad', timeAgo: '19 min ago' },
];

/** Spec 1 §9: social proof shows at most 3 entries (once per card, issue 15 §8). */
export const SOCIAL_PROOF_MAX = 3;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-size: 0.9rem;
  li::before {
    content: '';
    display: inline-block;
    width: 8px;
    height: 8px;
    margin-right: ${({ theme }) => theme.space(2)};
    border-radius: 50%;
    background: ${({ theme }) => theme.color.success};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

export function SocialProof({ limit, label }: { limit: number; label: string }) {
  return (
    <List aria-label={label} data-testid="social-proof">
      {RECENT_SIGNUPS.slice(0, Math.min(limit, SOCIAL_PROOF_MAX)).map((entry) => (
        <li key={entry.action}>
          {entry.action} <span>· {entry.timeAgo}</span>
        </li>
      ))}
    </List>
  );
}
