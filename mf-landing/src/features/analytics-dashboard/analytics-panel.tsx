import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Icon } from '../../ui/icon';
import { TabList, TabPanel } from '@ps/shared/widgets';
import { AbTestsTab } from './ab-tests-tab';
import { FunnelTab } from './funnel-tab';
import { OverviewTab } from './overview-tab';
import { useAnalyticsSummary } from './use-analytics-summary';

const Panel = styled.section`
  position: fixed;
  z-index: 60;
  inset: auto ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
  max-height: min(80vh, 760px);
  overflow-y: auto;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.color.surface};
  border: 3px solid #000;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: 6px 6px 0 ${({ theme }) => theme.color.info};
  @media (min-width: 768px) {
    left: auto;
    width: 540px;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: 1.8rem;
  }
  button {
    margin-left: auto;
    width: 44px;
    height: 44px;
    border: 0;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    cursor: pointer;
  }
`;

const Label = styled.span<{ $demo: boolean }>`
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $demo }) => ($demo ? theme.color.accent : theme.color.success)};
  color: #14101f;
  font-size: 0.75rem;
  font-weight: 800;
`;

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'ab-tests', label: 'A/B Tests' },
  { id: 'funnel', label: 'Funnel' },
] as const;

/** Spec 1 "Analytics dashboard (demo)": a floating, non-modal panel; Escape closes it. */
export function AnalyticsPanel({ onClose }: { onClose: () => void }) {
  const [tab, setTab] = useState<string>('overview');
  const { summary, isDemo, isLoading } = useAnalyticsSummary();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => headingRef.current?.focus(), []);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };

  return (
    <Panel aria-labelledby="analytics-title" onKeyDown={closeOnEscape} data-testid="analytics-panel">
      <Head>
        <h2 id="analytics-title" ref={headingRef} tabIndex={-1}>
          Analytics
        </h2>
        <Label $demo>Live Demo</Label>
        <Label $demo={isDemo}>{isLoading ? 'Loading…' : isDemo ? 'Demo data' : 'Live data'}</Label>
        <button type="button" onClick={onClose} aria-label="Close analytics">
          <Icon name="close" />
        </button>
      </Head>
      <TabList label="Analytics views" idPrefix="analytics" tabs={TABS} selectedId={tab} onSelect={setTab} />
      <TabPanel idPrefix="analytics" tabId={tab}>
        {tab === 'overview' && <OverviewTab summary={summary} />}
        {tab === 'ab-tests' && <AbTestsTab summary={summary} />}
        {tab === 'funnel' && <FunnelTab funnel={summary.funnel} />}
      </TabPanel>
    </Panel>
  );
}
