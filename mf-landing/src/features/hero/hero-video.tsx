import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { usePrefersReducedMotion } from '../../lib/use-media-query';
import { useInView } from '../../lib/use-in-view';
import { usePageVisible } from '../../lib/use-page-visible';
import { Icon } from '../../ui/icon';
import { readLowBattery } from './battery';
import { useCanvasLoop } from './use-canvas-loop';
import { VIDEO_MESSAGES, videoState } from './video-playback';
import { pauseIcon, playIcon } from '../../ui/icon-paths/page-controls';

const Canvas = styled.canvas<{ $shown: boolean }>`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity 600ms ease;
`;

const Controls = styled.div`
  position: absolute;
  z-index: 2;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: row-reverse;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.text};
`;

const Toggle = styled.button`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 2px solid ${({ theme }) => theme.color.text};
  border-radius: 50%;
  background: rgb(20 16 31 / 70%);
  color: inherit;
  cursor: pointer;
`;

const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  background: rgb(20 16 31 / 85%);
  border-radius: ${({ theme }) => theme.radius.pill};
`;

/**
 * The hero's background loop, drawn by code for a few seconds after the page opens (and again on play);
 * the poster behind it shows until its first frame and whenever it cannot play.
 */
export function HeroVideo() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const inView = useInView(canvasRef, { threshold: 0.1 });
  const pageVisible = usePageVisible();
  const reducedMotion = usePrefersReducedMotion();
  const [lowBattery, setLowBattery] = useState(false);
  const [failed, setFailed] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const [run, setRun] = useState(0);
  const [ended, setEnded] = useState(false);
  const [userChoice, setUserChoice] = useState<'play' | 'pause' | null>(null);
  const state = videoState({ failed, ended, inView, pageVisible, reducedMotion, lowBattery, userChoice });
  const events = useMemo(
    () => ({ onFrame: () => setDrawn(true), onEnd: () => setEnded(true), onFail: () => setFailed(true) }),
    [],
  );
  useCanvasLoop(canvasRef, state === 'playing', run, events);

  useEffect(() => {
    let active = true;
    void readLowBattery().then((low) => active && setLowBattery(low));
    return () => {
      active = false;
    };
  }, []);

  const isMoving = state === 'playing';
  const toggle = () => {
    if (isMoving) return setUserChoice('pause');
    setUserChoice('play');
    if (ended) {
      setEnded(false);
      setRun((count) => count + 1);
    }
  };
  const message = VIDEO_MESSAGES[state];
  return (
    <>
      <Canvas ref={canvasRef} aria-hidden="true" $shown={drawn && !failed} data-video-state={state} />
      <Controls>
        {!failed && (
          <Toggle
            type="button"
            onClick={toggle}
            aria-label={isMoving ? 'Pause background video' : 'Play background video'}
          >
            <Icon path={isMoving ? pauseIcon : playIcon} />
          </Toggle>
        )}
        <div role="status">{message && <Message>{message}</Message>}</div>
      </Controls>
    </>
  );
}
