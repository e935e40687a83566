import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { media } from '@ps/shared/theme';
import { ErrorBoundary } from '@ps/shared/ui';
import { Icon } from '../../ui/icon';
import { isAnalyticsEnabled, setAnalyticsEnabled } from './analytics-flag';

const AnalyticsPanel = lazy(() => import('./analytics-panel').then((module) => ({ default: module.AnalyticsPanel })));

const Launcher = styled.button`
  position: fixed;
  z-index: 45;
  left: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 3px solid #000;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.info};
  color: #14101f;
  font-weight: 800;
  box-shadow: 3px 3px 0 #000;
  cursor: pointer;
  span {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  ${media.md} {
    span {
      position: static;
      width: auto;
      height: auto;
      clip: auto;
    }
  }
`;

const PanelFailed = () => null;

/** The floating Analytics button; the panel (and its charts) load only when it opens. */
export function AnalyticsLauncher() {
  const [isOpen, setOpen] = useState(isAnalyticsEnabled);

  const toggle = (open: boolean) => {
    setAnalyticsEnabled(open);
    setOpen(open);
  };

  return (
    <>
      <Launcher type="button" aria-expanded={isOpen} onClick={() => toggle(!isOpen)} data-testid="analytics-launcher">
        <Icon name="chart" />
        <span>Analytics</span>
      </Launcher>
      {isOpen && (
        <ErrorBoundary fallback={PanelFailed}>
          <Suspense fallback={null}>
            <AnalyticsPanel onClose={() => toggle(false)} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  );
}
