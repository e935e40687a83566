import { useCallback } from 'react';
import { revealSections } from '../lib/section-reveal';
import { scrollToSection } from '../lib/scroll-to-section';
import type { LazySectionEntry } from './landing-sections';

const PLACEHOLDER_WAIT_MS = 1500;

/** React may hold revealed content back a few hundred ms; the jump waits until the placeholders are gone. */
function placeholdersGone(ids: readonly string[]): Promise<void> {
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const pending = ids.some((id) => document.getElementById(id)?.querySelector('[data-section-placeholder]'));
      if (!pending || performance.now() - started > PLACEHOLDER_WAIT_MS) resolve();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/**
 * Jumps to a section: the lazy sections up to it load first, so the target is
 * where it will stay, then the page scrolls (instantly under reduced motion).
 */
export function useGoToSection(sections: readonly LazySectionEntry[], reducedMotion: boolean) {
  return useCallback(
    async (id: string) => {
      const upTo = sections.findIndex((section) => section.id === id);
      const needed = upTo === -1 ? [] : sections.slice(0, upTo + 1);
      try {
        await Promise.all(needed.map((section) => section.load()));
      } catch {
        // A section that cannot load shows its own error; the jump still happens.
      }
      const ids = needed.map((section) => section.id);
      revealSections(ids);
      await placeholdersGone(ids);
      scrollToSection(id, reducedMotion);
    },
    [sections, reducedMotion],
  );
}
