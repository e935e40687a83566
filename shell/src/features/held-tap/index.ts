export { replayHeldTap, takeHeldTap } from './replay-held-tap';
