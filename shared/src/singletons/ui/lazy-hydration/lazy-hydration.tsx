import {
  Suspense,
  use,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { useLocation } from '@ps/shared/router';
import {
  forgetGate,
  gateOpened,
  GATE_ATTRIBUTE,
  isGateOpen,
  openGate,
  openGatesOnInteraction,
} from './hydration-gates';
import { sameMarkupInput } from './same-markup-input';
import { useIsHydrating } from './use-is-hydrating';

export type HydrateOn = 'visible' | 'interaction';

/** Sections start hydrating this far before they scroll into view. */
const VISIBLE_MARGIN = '200px';

// Adds no box: the section's own elements lay out as if it were not there.
const Wrapper = styled.div`
  display: contents;
`;

function Gate({ id, onHydrated, children }: { id: string; onHydrated: () => void; children: ReactNode }) {
  const hydrating = useIsHydrating();
  // Only hydration may wait (the server's markup shows meanwhile); a tree drawn afresh never does.
  // `use` runs on every hydrating render, the gate open or not: when the gate opens while React has
  // set this render aside, React replays it, and only a `use` at the same place lets the hooks after
  // it mount; a replay without it throws, and React draws the section afresh (decision 050).
  if (hydrating && typeof window !== 'undefined') use(gateOpened(id));
  useLayoutEffect(onHydrated, [onHydrated]);
  return children;
}

function useOpenWhenVisible(id: string, wrapper: RefObject<HTMLDivElement | null>, enabled: boolean) {
  useEffect(() => {
    const element = wrapper.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!isGateOpen(id) && !entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        openGate(id);
      },
      { rootMargin: VISIBLE_MARGIN },
    );
    // The wrapper has no box of its own; its children do.
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [id, wrapper, enabled]);
}

/**
 * A section of a server-drawn page that React leaves as the server's markup at load (decision 050).
 * Its components are not run while the page hydrates; React hydrates the section when it nears the
 * viewport (`visible`) or when it is first used (both: a click, a key or focus in it hydrates it at
 * once and React then dispatches the event), or when the page navigates. A static section
 * (`interaction`) is thus never run unless someone uses a link or button in it. On a page the browser
 * draws itself, the section renders as usual.
 */
export function LazyHydration({ hydrateOn, children }: { hydrateOn: HydrateOn; children: ReactNode }) {
  const id = useId();
  // Drawn afresh, a section is live from the start; hydrating (or on the server), it waits.
  const [drawnHere] = useState(!useIsHydrating());
  const wrapper = useRef<HTMLDivElement>(null);
  // Until the section has hydrated it is given only the children it was drawn with: new props on a
  // section React has not hydrated yet make it throw the server's markup away and draw it afresh.
  const [hydrated, setHydrated] = useState(drawnHere);
  const [onHydrated] = useState(() => () => {
    wrapper.current?.setAttribute('data-hydrated', 'true');
    setHydrated(true);
  });
  // Any change of the location (a replace that only writes history state too) is a new router context.
  const location = useLocation();
  const [firstLocation] = useState(location);
  // While it waits, the very same element is returned, so a re-render of the page above does not
  // reach the server's markup.
  const [frozen] = useState(() => ({ children, boundary: section(id, onHydrated, children) }));

  useEffect(() => {
    if (!drawnHere) openGatesOnInteraction();
  }, [drawnHere]);
  useEffect(() => () => forgetGate(id), [id]);
  useOpenWhenVisible(id, wrapper, !drawnHere && hydrateOn === 'visible');

  if (!drawnHere && !isGateOpen(id)) {
    // New children (or a navigation, whose new context also makes React hydrate a waiting section)
    // open the gate: the section hydrates with the children it was drawn with, then takes the new ones.
    if (location !== firstLocation || !sameMarkupInput(frozen.children, children)) openGate(id);
  }
  const boundary = hydrated ? section(id, onHydrated, children) : frozen.boundary;
  return (
    <Wrapper ref={wrapper} {...{ [GATE_ATTRIBUTE]: id }} data-hydrated={drawnHere}>
      {boundary}
    </Wrapper>
  );
}

function section(id: string, onHydrated: () => void, children: ReactNode) {
  return (
    <Suspense fallback={null}>
      <Gate id={id} onHydrated={onHydrated}>
        {children}
      </Gate>
    </Suspense>
  );
}
