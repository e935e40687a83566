import type { AdminAnalytics } from '@ps/shared/console-schemas';
import styled from 'styled-components';
import { Panel } from '../../ui/panel';

const Stages = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Stage = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Bar = styled.progress`
  width: 100%;
  height: 10px;
  accent-color: ${({ theme }) => theme.color.info};
`;

const shareOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** Distinct visitors reaching each stage, as a share of all visitors. */
export function FunnelPanel({ funnel }: { funnel: AdminAnalytics['funnel'] }) {
  const visited = funnel[0]?.visitors ?? 0;
  return (
    <Panel aria-labelledby="funnel-heading">
      <h2 id="funnel-heading">Funnel</h2>
      <Stages>
        {funnel.map((stage) => {
          const share = shareOf(stage.visitors, visited);
          return (
            <Stage key={stage.stage}>
              <div>
                <strong>{stage.stage}</strong>
                <span>
                  {stage.visitors} visitors · {share}%
                </span>
              </div>
              <Bar max={100} value={share} aria-label={`${stage.stage}: ${share}% of visitors`} />
            </Stage>
          );
        })}
      </Stages>
    </Panel>
  );
}
