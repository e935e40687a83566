/**
 * One gate per deferred section of a hydrating page, keyed by the section's `useId` (the same on the
 * server and in the browser). A gate is a promise the section suspends on while it keeps the
 * server's markup; opening it lets React hydrate the section.
 */
interface Gate {
  open: boolean;
  /** Carries React's thenable status once open, so `use` reads an open gate without suspending. */
  opened: Promise<void> & { status?: 'fulfilled'; value?: void };
  release: () => void;
}

const gates = new Map<string, Gate>();

function gateOf(id: string): Gate {
  let gate = gates.get(id);
  if (!gate) {
    let release = () => undefined as void;
    const opened = new Promise<void>((resolve) => {
      release = resolve;
    });
    gate = { open: false, opened, release };
    gates.set(id, gate);
  }
  return gate;
}

export const isGateOpen = (id: string): boolean => gates.get(id)?.open ?? false;

/** The promise a section suspends on until its gate opens. */
export const gateOpened = (id: string): Promise<void> => gateOf(id).opened;

export function openGate(id: string): void {
  const gate = gateOf(id);
  gate.open = true;
  Object.assign(gate.opened, { status: 'fulfilled', value: undefined });
  gate.release();
}

export const forgetGate = (id: string): void => {
  gates.delete(id);
};

/** The attribute naming a deferred section's gate on its wrapper element. */
export const GATE_ATTRIBUTE = 'data-lazy-hydration';

/**
 * React hydrates a section synchronously when a discrete event lands in it, then dispatches the event
 * (its replay); the section must not suspend again then. Listening on the window in the capture phase
 * runs before React's own listener on the root, so the gates of every section around the target are
 * open by the time React looks. Events React treats as discrete (ReactDOM's isDiscreteEventThatRequiresHydration).
 */
const DISCRETE_EVENTS = [
  'pointerdown',
  'mousedown',
  'touchstart',
  'keydown',
  'focusin',
  'input',
  'change',
  'click',
  'submit',
  'contextmenu',
  'dragstart',
  'drop',
] as const;

let listening = false;

export function openGatesOnInteraction(): void {
  if (listening) return;
  listening = true;
  const onEvent = (event: Event) => {
    let section = event.target instanceof Element ? event.target.closest(`[${GATE_ATTRIBUTE}]`) : null;
    while (section) {
      openGate(section.getAttribute(GATE_ATTRIBUTE)!);
      section = section.parentElement?.closest(`[${GATE_ATTRIBUTE}]`) ?? null;
    }
  };
  for (const type of DISCRETE_EVENTS) window.addEventListener(type, onEvent, { capture: true, passive: true });
}
