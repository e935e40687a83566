const TAU = Math.PI * 2;
const BPM = 168;
const RAY_COUNT = 18;
const DOT_STEP = 24;
const BAR_COUNT = 48;
const SPARK_COUNT = 36;

/** 0..1, peaking on every beat: the loop "plays along" with a song. */
const beatPulse = (seconds: number): number => Math.exp(-((seconds * BPM) / 60 - Math.floor((seconds * BPM) / 60)) * 5);

function drawRays(context: CanvasRenderingContext2D, width: number, height: number, seconds: number): void {
  const radius = Math.hypot(width, height);
  context.save();
  context.translate(width * 0.72, height * 0.4);
  context.rotate(seconds * 0.06);
  for (let ray = 0; ray < RAY_COUNT; ray += 1) {
    const from = (ray / RAY_COUNT) * TAU;
    context.beginPath();
    context.moveTo(0, 0);
    context.arc(0, 0, radius, from, from + TAU / RAY_COUNT / 2);
    context.fillStyle = ray % 2 === 0 ? 'rgb(255 79 139 / 9%)' : 'rgb(255 210 63 / 6%)';
    context.fill();
  }
  context.restore();
}

/** Pulse levels the halftone is drawn at: each is drawn once per canvas size, then copied in one call. */
const PULSE_LEVELS = 5;

function drawHalftone(context: CanvasRenderingContext2D, width: number, height: number, pulse: number): void {
  context.fillStyle = 'rgb(79 209 255 / 16%)';
  const reach = Math.hypot(width, height) * 0.6;
  for (let y = DOT_STEP / 2; y < height; y += DOT_STEP) {
    for (let x = DOT_STEP / 2; x < width; x += DOT_STEP) {
      const closeness = 1 - Math.min(1, Math.hypot(x - width * 0.72, y - height * 0.4) / reach);
      const radius = closeness * (3 + pulse * 2.5);
      if (radius < 0.6) continue;
      context.beginPath();
      context.arc(x, y, radius, 0, TAU);
      context.fill();
    }
  }
}

function drawSparks(context: CanvasRenderingContext2D, width: number, height: number, seconds: number): void {
  for (let spark = 0; spark < SPARK_COUNT; spark += 1) {
    // Golden-ratio spacing spreads the sparks evenly without a random generator.
    const lane = (spark * 0.618_034) % 1;
    const speed = 18 + (spark % 7) * 9;
    const y = height - ((seconds * speed + spark * 97) % (height + 40)) + 20;
    const x = lane * width + Math.sin(seconds + spark) * 12;
    context.fillStyle = spark % 3 === 0 ? 'rgb(255 210 63 / 55%)' : 'rgb(255 79 139 / 45%)';
    context.fillRect(x, y, 3, 3);
  }
}

function drawEqualizer(
  context: CanvasRenderingContext2D,
  width: number,
  height: number,
  seconds: number,
  pulse: number,
) {
  const barWidth = width / BAR_COUNT;
  const gradient = context.createLinearGradient(0, height, 0, height * 0.6);
  gradient.addColorStop(0, 'rgb(255 79 139 / 45%)');
  gradient.addColorStop(1, 'rgb(255 210 63 / 10%)');
  context.fillStyle = gradient;
  for (let bar = 0; bar < BAR_COUNT; bar += 1) {
    const wave = Math.abs(Math.sin(seconds * 2.1 + bar * 0.45) * Math.cos(seconds * 1.3 + bar * 0.17));
    const barHeight = height * (0.04 + 0.22 * wave * (0.5 + pulse / 2));
    context.fillRect(bar * barWidth + 1, height - barHeight, barWidth - 3, barHeight);
  }
}

export interface HeroPainter {
  /** Draws the frame at `seconds` on a canvas of `width` × `height` CSS pixels scaled by `ratio`. */
  paint(context: CanvasRenderingContext2D, width: number, height: number, ratio: number, seconds: number): void;
}

/**
 * The hero's generated "music video" loop: light rays, halftone, sparks and a pulsing equalizer. The
 * halftone (some 1,800 dots on a wide screen) is the costly layer, so its few pulse levels are drawn
 * once into layers of their own and each frame copies one.
 */
export function createHeroPainter(): HeroPainter {
  let layers: (HTMLCanvasElement | null)[] = [];
  let layerSize = '';

  const halftoneLayer = (width: number, height: number, ratio: number, level: number) => {
    const size = `${width}x${height}@${ratio}`;
    if (size !== layerSize) {
      layers = Array.from({ length: PULSE_LEVELS }, () => null);
      layerSize = size;
    }
    const cached = layers[level];
    if (cached) return cached;
    const layer = document.createElement('canvas');
    layer.width = Math.round(width * ratio);
    layer.height = Math.round(height * ratio);
    const layerContext = layer.getContext('2d');
    if (!layerContext) throw new Error('No 2D context for the halftone layer');
    layerContext.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawHalftone(layerContext, width, height, level / (PULSE_LEVELS - 1));
    layers[level] = layer;
    return layer;
  };

  return {
    paint(context, width, height, ratio, seconds) {
      const pulse = beatPulse(seconds);
      const background = context.createLinearGradient(0, 0, width, height);
      background.addColorStop(0, '#231339');
      background.addColorStop(1, '#0d0a16');
      context.fillStyle = background;
      context.fillRect(0, 0, width, height);
      drawRays(context, width, height, seconds);
      const level = Math.round(pulse * (PULSE_LEVELS - 1));
      context.drawImage(halftoneLayer(width, height, ratio, level), 0, 0, width, height);
      drawSparks(context, width, height, seconds);
      drawEqualizer(context, width, height, seconds, pulse);
    },
  };
}
