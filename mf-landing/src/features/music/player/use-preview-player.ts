import { useCallback, useEffect, useReducer, useRef } from 'react';
import { track as trackEvent } from '@ps/shared/tracking';
import type { PlayableTrack } from '../playable-track';
import { loadAudioEngine } from './load-audio-engine';
import { INITIAL_PLAYER_STATE, playerReducer } from './player-state';
import { claimPlayback, releasePlayback, reportStatus } from './preview-coordinator';

/** Spec 1 §9: progress is read every 100 ms while playing. */
export const PROGRESS_INTERVAL_MS = 100;

const markIdle = () =>
  void loadAudioEngine().then(
    (engine) => engine.markAudioIdle(),
    () => undefined,
  );

/** One track's preview: its own <audio>, created on first play, and the shared one-at-a-time rule. */
export function usePreviewPlayer(track: PlayableTrack, volume: number) {
  const [state, dispatch] = useReducer(playerReducer, INITIAL_PLAYER_STATE);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const { id } = track;

  const stop = useCallback(() => {
    const audio = audioRef.current;
    if (audio) {
      audio.pause();
      audio.currentTime = 0;
    }
    dispatch({ type: 'stop' });
    releasePlayback(id);
    markIdle();
  }, [id]);

  const createAudio = (): HTMLAudioElement => {
    const audio = new Audio();
    audio.preload = 'none';
    audio.volume = volume;
    const reportTime = () => dispatch({ type: 'progress', currentTime: audio.currentTime, duration: audio.duration });
    audio.addEventListener('playing', () => dispatch({ type: 'playing' }));
    audio.addEventListener('pause', () => dispatch({ type: 'pause' }));
    audio.addEventListener('durationchange', reportTime);
    audio.addEventListener('ended', () => {
      dispatch({ type: 'ended' });
      releasePlayback(id);
      markIdle();
    });
    audio.addEventListener('error', () => {
      dispatch({ type: 'load-failed' });
      releasePlayback(id);
    });
    audio.src = track.previewUrl;
    audioRef.current = audio;
    return audio;
  };

  const play = async () => {
    const audio = audioRef.current ?? createAudio();
    if (state.status === 'error') audio.load();
    claimPlayback(id, stop);
    dispatch({ type: 'load' });
    try {
      (await loadAudioEngine()).routeThroughAnalyser(audio);
    } catch {
      // No waveform then; the preview still plays on its own.
    }
    try {
      await audio.play();
      trackEvent('music_play', { elementId: id, sectionName: 'music', metadata: { title: track.title } });
    } catch (error) {
      // pause() during loading rejects play() with AbortError: that is the visitor's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      dispatch({ type: 'play-failed' });
      releasePlayback(id);
    }
  };

  const pause = () => {
    audioRef.current?.pause();
    dispatch({ type: 'pause' });
    markIdle();
  };

  useEffect(() => reportStatus(id, state.status), [id, state.status]);

  useEffect(() => {
    if (audioRef.current) audioRef.current.volume = volume;
  }, [volume]);

  useEffect(() => {
    if (state.status !== 'playing') return;
    const timer = setInterval(() => {
      const audio = audioRef.current;
      if (audio) dispatch({ type: 'progress', currentTime: audio.currentTime, duration: audio.duration });
    }, PROGRESS_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [state.status]);

  useEffect(
    () => () => {
      audioRef.current?.pause();
      releasePlayback(id);
    },
    [id],
  );

  return { state, play, pause, stop };
}
