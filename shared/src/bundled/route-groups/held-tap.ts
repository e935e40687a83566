/** Where the first screen's inline script keeps the tap it holds (decision 050). */
export const HELD_TAP_GLOBAL = '__psHeldTap';

/** Marks the control a held tap pressed, until the page takes the tap or lets it go. */
export const HELD_TAP_ATTRIBUTE = 'data-held-tap';

/**
 * How long a tap made on the inert first screen stays worth replaying. A fan who sees no answer
 * for longer has usually tapped again, scrolled on or given up, and an Add to Cart or a navigation
 * arriving after that would be a surprise. Most taps are replayed well inside this: the route's
 * remote takes about a second on a phone, and its load gives up after 5 s (`REMOTE_LOAD_TIMEOUT_MS`).
 */
export const HELD_TAP_LIMIT_MS = 3_000;

/** A plain primary click the fan made on the server's markup while it was inert. */
export interface HeldTap {
  /** The element under the pointer in the server's markup: the one the fan meant. */
  target: Element;
  /** The control around it that shows it was pressed, if the tap was on one. */
  pressed: Element | null;
  /** `performance.now()` when it was tapped. */
  at: number;
  clientX: number;
  clientY: number;
  screenX: number;
  screenY: number;
}

/** What the inline script leaves on the window for the shell. */
export interface TapHolder {
  tap: HeldTap | null;
  /** Stops holding taps and lets the held one go (its pressed mark too). */
  stop: () => void;
}

/** Controls whose press is shown; a tap on plain text is held too, without a mark. */
const CONTROLS = 'a[href],button,input,select,textarea,label,summary,[role="button"],[role="link"],[role="tab"]';

/**
 * Holds the last plain primary click made while `#root` is `inert`. Hit-testing skips an inert
 * subtree, so such a click lands on `<body>`; lifting `inert` for one synchronous `elementFromPoint`
 * (no frame is drawn and no event runs in between) finds what was under the pointer, while `inert`
 * still keeps focus and keys out. A tap is let go after `HELD_TAP_LIMIT_MS`. Plain ES2017 without
 * comments: it ships inline in every first screen, allowed by its hash in the CSP (`script-src` has
 * no 'unsafe-inline').
 */
export const HOLD_TAPS_SCRIPT = `(function () {
  var held = { tap: null, stop: stop };
  var timer;
  function forget() {
    clearTimeout(timer);
    if (held.tap && held.tap.pressed) held.tap.pressed.removeAttribute('${HELD_TAP_ATTRIBUTE}');
    held.tap = null;
  }
  function stop() {
    document.removeEventListener('click', hold, true);
    forget();
  }
  function hold(event) {
    var root = document.getElementById('root');
    if (!root || !root.hasAttribute('inert')) return;
    if (event.button !== 0 || event.ctrlKey || event.shiftKey || event.altKey || event.metaKey) return;
    forget();
    root.removeAttribute('inert');
    var target = document.elementFromPoint(event.clientX, event.clientY);
    root.setAttribute('inert', '');
    if (!target || target === root || !root.contains(target)) return;
    var pressed = target.closest('${CONTROLS}');
    if (pressed) pressed.setAttribute('${HELD_TAP_ATTRIBUTE}', '');
    held.tap = {
      target: target,
      pressed: pressed,
      at: performance.now(),
      clientX: event.clientX,
      clientY: event.clientY,
      screenX: event.screenX,
      screenY: event.screenY
    };
    timer = setTimeout(forget, ${HELD_TAP_LIMIT_MS});
  }
  document.addEventListener('click', hold, true);
  window.${HELD_TAP_GLOBAL} = held;
})();`;

/** A pressed control looks pressed while its tap waits: opacity only, so nothing moves. */
export const HELD_TAP_STYLE = `[${HELD_TAP_ATTRIBUTE}]{opacity:.6}`;
