import { useState } from 'react';
import styled from 'styled-components';
import { readLoadTimings, readNetworkType } from './load-timings';
import { useMemoryUsage } from './use-memory-usage';
import { useWebVitals } from './use-web-vitals';
import { formatVital, rateVital, type VitalName, type VitalRating } from './vital-thresholds';

const RATING_COLOR: Record<VitalRating, string> = { good: '#5be49b', 'needs-improvement': '#ffd23f', poor: '#ff6b6b' };
const VITALS: readonly VitalName[] = ['LCP', 'FCP', 'CLS', 'INP', 'TTFB'];

const Panel = styled.aside`
  position: fixed;
  z-index: 1200;
  top: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  width: min(320px, calc(100vw - 24px));
  padding: ${({ theme }) => theme.space(4)};
  background: rgb(10 8 18 / 94%);
  border: 2px solid ${({ theme }) => theme.color.info};
  border-radius: ${({ theme }) => theme.radius.md};
  font:
    13px/1.5 ui-monospace,
    SFMono-Regular,
    Menlo,
    monospace;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.2rem;
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 2px ${({ theme }) => theme.space(3)};
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  dd {
    margin: 0;
    text-align: right;
  }
`;

const Hint = styled.p<{ $critical: boolean }>`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: ${({ theme }) => theme.space(2)};
  border-left: 4px solid ${({ $critical }) => ($critical ? '#ff6b6b' : '#ffd23f')};
  background: rgb(255 255 255 / 6%);
`;

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const ms = (value: number | null) => (value === null ? '…' : `${value} ms`);

/** Ctrl+Shift+P: web vitals, load timings, memory and network, with hints. */
export function PerformanceOverlay() {
  const vitals = useWebVitals();
  const memory = useMemoryUsage();
  const [timings] = useState(readLoadTimings);
  const [network] = useState(readNetworkType);
  const poor = VITALS.filter((name) => vitals[name] !== undefined && rateVital(name, vitals[name]) === 'poor');

  return (
    <Panel aria-label="Performance overlay" data-testid="performance-overlay">
      <h2>Performance</h2>
      <dl>
        {VITALS.map((name) => {
          const value = vitals[name];
          return [
            <dt key={`${name}-name`}>{name}</dt>,
            <dd
              key={`${name}-value`}
              style={{ color: value === undefined ? undefined : RATING_COLOR[rateVital(name, value)] }}
            >
              {value === undefined ? 'waiting…' : formatVital(name, value)}
            </dd>,
          ];
        })}
        <dt>DOM ready</dt>
        <dd>{ms(timings.domContentLoaded)}</dd>
        <dt>Load</dt>
        <dd>{ms(timings.load)}</dd>
        <dt>Network</dt>
        <dd>{network}</dd>
        <dt>Memory</dt>
        <dd style={{ color: memory?.level === 'critical' ? '#ff6b6b' : undefined }}>
          {memory ? `${mb(memory.usedBytes)} / ${mb(memory.limitBytes)} (${memory.percent}%)` : 'not reported'}
        </dd>
      </dl>
      {memory && memory.level !== 'ok' && (
        <Hint $critical={memory.level === 'critical'}>
          Memory use is above {memory.level === 'critical' ? 80 : 70}% of the limit: close unused tabs or reload.
        </Hint>
      )}
      {poor.map((name) => (
        <Hint key={name} $critical>
          {name} is poor: check large images and long tasks.
        </Hint>
      ))}
    </Panel>
  );
}
