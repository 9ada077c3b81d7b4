import { BIRD_HEIGHT, BIRD_WIDTH, GROUND_HEIGHT, PIPE_WIDTH } from '../core/flappy-config';
import {
  birdHitbox,
  formatSeconds,
  groundTop,
  levelAt,
  stepsToSeconds,
  type Bird,
  type GameState,
  type Pipe,
  type Player,
} from '../core/flappy-game';
import type { SessionFrame } from './game-session';

/**
 * Flappy Duo's drawings, all made here with canvas paths: sky, parallax hills and clouds, pipes,
 * ground and the two birds. Player one is a round honey-coloured bird, player two an angular blue
 * one with a crest, and each carries its number, so the two differ in shape as well as colour.
 */

export interface DrawOptions {
  /** The canvas's size in CSS pixels and the device pixel ratio. */
  readonly cssWidth: number;
  readonly cssHeight: number;
  readonly pixelRatio: number;
  readonly dark: boolean;
  readonly reducedMotion: boolean;
  /** Page time, for the idle bob and the crash shake. */
  readonly now: number;
  /** Debug mode outlines the hitboxes. */
  readonly debug: boolean;
}

interface Palette {
  readonly skyTop: string;
  readonly skyBottom: string;
  readonly farHills: string;
  readonly nearHills: string;
  readonly cloud: string;
  readonly sun: string;
  readonly pipe: string;
  readonly pipeEdge: string;
  readonly pipeShine: string;
  readonly grass: string;
  readonly dirt: string;
  readonly dirtStripe: string;
  readonly hud: string;
  readonly hudShadow: string;
}

const DAY: Palette = {
  skyTop: '#78bfe3',
  skyBottom: '#e3f3ee',
  farHills: '#a7d2b4',
  nearHills: '#7fb98b',
  cloud: 'rgba(255, 255, 255, 0.9)',
  sun: '#ffe7a3',
  pipe: '#5ea659',
  pipeEdge: '#2f6630',
  pipeShine: '#93d483',
  grass: '#6cb356',
  dirt: '#dcc08f',
  dirtStripe: '#c9a872',
  hud: '#ffffff',
  hudShadow: 'rgba(20, 30, 40, 0.55)',
};

const NIGHT: Palette = {
  skyTop: '#0d1830',
  skyBottom: '#2c3859',
  farHills: '#22314c',
  nearHills: '#1a263b',
  cloud: 'rgba(120, 138, 178, 0.45)',
  sun: '#f1ead2',
  pipe: '#3f8048',
  pipeEdge: '#1d4424',
  pipeShine: '#68a96d',
  grass: '#3f6f3c',
  dirt: '#5c4835',
  dirtStripe: '#4c3a2a',
  hud: '#fff8e8',
  hudShadow: 'rgba(0, 0, 0, 0.7)',
};

const BIRD_COLOURS = [
  { body: '#f4b331', belly: '#fde3a0', outline: '#6b4210', wing: '#d98c17', beak: '#e2562a' },
  { body: '#3f7fe0', belly: '#b9d4fb', outline: '#172f63', wing: '#2a5cb0', beak: '#f0a21c' },
] as const;

const lerp = (from: number, to: number, t: number) => from + (to - from) * t;

/** Repeating offset for a layer that scrolls at `factor` of the world's speed. */
function layerOffset(scroll: number, factor: number, period: number): number {
  return -((scroll * factor) % period);
}

function drawSky(ctx: CanvasRenderingContext2D, state: GameState, palette: Palette, dark: boolean) {
  const { width, height } = state.config;
  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, palette.skyTop);
  sky.addColorStop(1, palette.skyBottom);
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);

  if (dark) {
    ctx.fillStyle = 'rgba(255, 255, 255, 0.75)';
    for (let index = 0; index < 40; index += 1) {
      // A fixed scatter: the same stars every frame.
      const x = (index * 197) % width;
      const y = (index * 89) % (height * 0.55);
      const size = index % 3 === 0 ? 1.6 : 1;
      ctx.fillRect(x, y, size, size);
    }
  }
  ctx.fillStyle = palette.sun;
  ctx.beginPath();
  ctx.arc(width * 0.8, height * 0.16, dark ? 26 : 34, 0, Math.PI * 2);
  ctx.fill();
  if (dark) {
    // A crescent: the sky colour bites the moon.
    ctx.fillStyle = palette.skyTop;
    ctx.beginPath();
    ctx.arc(width * 0.8 + 11, height * 0.16 - 6, 22, 0, Math.PI * 2);
    ctx.fill();
  }
}

function drawHills(
  ctx: CanvasRenderingContext2D,
  state: GameState,
  colour: string,
  offset: number,
  base: number,
  amplitude: number,
  period: number,
) {
  const { width } = state.config;
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(offset - period, base + 200);
  for (let x = offset - period; x <= width + period; x += period) {
    ctx.lineTo(x, base);
    ctx.quadraticCurveTo(x + period / 4, base - amplitude, x + period / 2, base - amplitude * 0.2);
    ctx.quadraticCurveTo(x + (period * 3) / 4, base - amplitude * 0.9, x + period, base);
  }
  ctx.lineTo(width + period, base + 200);
  ctx.closePath();
  ctx.fill();
}

function drawCloud(ctx: CanvasRenderingContext2D, x: number, y: number, size: number) {
  ctx.beginPath();
  ctx.arc(x, y, size, 0, Math.PI * 2);
  ctx.arc(x + size * 0.9, y - size * 0.45, size * 0.85, 0, Math.PI * 2);
  ctx.arc(x + size * 1.8, y, size * 0.8, 0, Math.PI * 2);
  ctx.rect(x, y - size * 0.2, size * 1.8, size);
  ctx.fill();
}

function drawClouds(
  ctx: CanvasRenderingContext2D,
  state: GameState,
  palette: Palette,
  scroll: number,
) {
  const { width, height } = state.config;
  const period = width + 240;
  const offset = layerOffset(scroll, 0.3, period);
  ctx.fillStyle = palette.cloud;
  const clouds = [
    [0.1, 0.18, 22],
    [0.45, 0.1, 16],
    [0.7, 0.3, 26],
    [0.95, 0.2, 18],
  ] as const;
  for (const [fx, fy, size] of clouds) {
    for (const wrap of [0, period]) {
      drawCloud(ctx, fx * period + offset + wrap - 120, fy * height, size);
    }
  }
}

function drawPipe(
  ctx: CanvasRenderingContext2D,
  pipe: Pipe,
  x: number,
  ground: number,
  palette: Palette,
) {
  const lip = 8;
  const overhang = 5;
  const bottomTop = pipe.gapTop + pipe.gapHeight;
  const column = (top: number, bottom: number) => {
    ctx.fillStyle = palette.pipe;
    ctx.fillRect(x, top, PIPE_WIDTH, bottom - top);
    ctx.fillStyle = palette.pipeShine;
    ctx.fillRect(x + 10, top, 10, bottom - top);
    ctx.strokeStyle = palette.pipeEdge;
    ctx.lineWidth = 2;
    ctx.strokeRect(x + 1, top, PIPE_WIDTH - 2, bottom - top);
  };
  const cap = (y: number) => {
    ctx.fillStyle = palette.pipe;
    ctx.fillRect(x - overhang, y, PIPE_WIDTH + overhang * 2, lip * 2);
    ctx.fillStyle = palette.pipeShine;
    ctx.fillRect(x - overhang + 10, y, 10, lip * 2);
    ctx.strokeStyle = palette.pipeEdge;
    ctx.lineWidth = 2;
    ctx.strokeRect(x - overhang + 1, y + 1, PIPE_WIDTH + overhang * 2 - 2, lip * 2 - 2);
  };
  column(-2, pipe.gapTop);
  cap(pipe.gapTop - lip * 2);
  column(bottomTop, ground);
  cap(bottomTop);
}

function drawGround(
  ctx: CanvasRenderingContext2D,
  state: GameState,
  palette: Palette,
  scroll: number,
) {
  const { width } = state.config;
  const top = groundTop(state.config);
  ctx.fillStyle = palette.dirt;
  ctx.fillRect(0, top, width, GROUND_HEIGHT);
  ctx.fillStyle = palette.dirtStripe;
  const offset = layerOffset(scroll, 1, 24);
  for (let x = offset - 24; x < width + 24; x += 24) {
    ctx.beginPath();
    ctx.moveTo(x, top + GROUND_HEIGHT);
    ctx.lineTo(x + 10, top + 6);
    ctx.lineTo(x + 18, top + 6);
    ctx.lineTo(x + 8, top + GROUND_HEIGHT);
    ctx.fill();
  }
  ctx.fillStyle = palette.grass;
  ctx.fillRect(0, top, width, 6);
}

/** Tilt with the vertical speed: nose up when climbing, down when diving. */
function tiltOf(bird: Bird): number {
  const degrees = Math.max(-25, Math.min(bird.status === 'flying' ? 60 : 90, bird.vy * 5));
  return (degrees * Math.PI) / 180;
}

function drawEye(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  knockedOut: boolean,
  outline: string,
) {
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(x, y, 4.2, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = outline;
  ctx.lineWidth = 1.2;
  ctx.stroke();
  if (knockedOut) {
    ctx.beginPath();
    ctx.moveTo(x - 2.4, y - 2.4);
    ctx.lineTo(x + 2.4, y + 2.4);
    ctx.moveTo(x + 2.4, y - 2.4);
    ctx.lineTo(x - 2.4, y + 2.4);
    ctx.stroke();
  } else {
    ctx.fillStyle = '#1b1b1b';
    ctx.beginPath();
    ctx.arc(x + 1.3, y, 1.9, 0, Math.PI * 2);
    ctx.fill();
  }
}

/** Player one: round body, short beak, a wing that beats with the climb. */
function drawRoundBird(ctx: CanvasRenderingContext2D, bird: Bird) {
  const c = BIRD_COLOURS[0];
  ctx.fillStyle = c.body;
  ctx.strokeStyle = c.outline;
  ctx.lineWidth = 1.6;
  ctx.beginPath();
  ctx.ellipse(0, 0, BIRD_WIDTH / 2, BIRD_HEIGHT / 2, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = c.belly;
  ctx.beginPath();
  ctx.ellipse(1, 5, 9, 5.5, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = c.wing;
  ctx.beginPath();
  ctx.ellipse(-4, bird.vy < 0 ? -2 : 2, 7, 4.5, bird.vy < 0 ? -0.5 : 0.4, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = c.beak;
  ctx.beginPath();
  ctx.moveTo(12, -3);
  ctx.lineTo(19, 1);
  ctx.lineTo(12, 5);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  drawEye(ctx, 6, -4, bird.status !== 'flying', c.outline);
}

/** Player two: an angular, kite-shaped body with a three-point crest and a forked tail. */
function drawAngularBird(ctx: CanvasRenderingContext2D, bird: Bird) {
  const c = BIRD_COLOURS[1];
  ctx.strokeStyle = c.outline;
  ctx.lineWidth = 1.6;
  ctx.fillStyle = c.wing;
  ctx.beginPath();
  ctx.moveTo(-6, -6);
  ctx.lineTo(-3, -14);
  ctx.lineTo(0, -8);
  ctx.lineTo(3, -15);
  ctx.lineTo(5, -8);
  ctx.lineTo(9, -13);
  ctx.lineTo(9, -6);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(-12, 0);
  ctx.lineTo(-17, -7);
  ctx.lineTo(-15, 0);
  ctx.lineTo(-17, 7);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = c.body;
  ctx.beginPath();
  ctx.moveTo(-13, 0);
  ctx.lineTo(-3, -10);
  ctx.lineTo(13, -4);
  ctx.lineTo(14, 3);
  ctx.lineTo(0, 11);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = c.belly;
  ctx.beginPath();
  ctx.moveTo(-4, 4);
  ctx.lineTo(10, 2);
  ctx.lineTo(0, 9);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = c.wing;
  ctx.beginPath();
  ctx.moveTo(-8, 0);
  ctx.lineTo(2, bird.vy < 0 ? -9 : -2);
  ctx.lineTo(4, 3);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = c.beak;
  ctx.beginPath();
  ctx.moveTo(13, -3);
  ctx.lineTo(20, 0);
  ctx.lineTo(13, 3);
  ctx.closePath();
  ctx.fill();
  ctx.stroke();
  drawEye(ctx, 6, -3, bird.status !== 'flying', c.outline);
}

function drawBird(
  ctx: CanvasRenderingContext2D,
  bird: Bird,
  player: Player,
  y: number,
  showTag: boolean,
) {
  const cx = bird.x + BIRD_WIDTH / 2;
  const cy = y + BIRD_HEIGHT / 2;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate(tiltOf(bird));
  if (player === 0) drawRoundBird(ctx, bird);
  else drawAngularBird(ctx, bird);
  ctx.restore();
  if (!showTag) return;
  // The player's number rides above the bird, for anyone who cannot tell the colours apart.
  const c = BIRD_COLOURS[player];
  const tagY = Math.max(2, y - 22);
  ctx.fillStyle = c.outline;
  ctx.beginPath();
  ctx.roundRect(cx - 9, tagY, 18, 15, 4);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 11px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(String(player + 1), cx, tagY + 8);
}

function drawHud(ctx: CanvasRenderingContext2D, state: GameState, palette: Palette) {
  ctx.font = 'bold 30px system-ui, sans-serif';
  ctx.textBaseline = 'top';
  ctx.lineWidth = 5;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = palette.hudShadow;
  ctx.fillStyle = palette.hud;
  const time = formatSeconds(stepsToSeconds(state.step));
  ctx.textAlign = 'left';
  ctx.strokeText(time, 16, 14);
  ctx.fillText(time, 16, 14);
  const level = `Level ${levelAt(state.step) + 1}`;
  ctx.font = 'bold 20px system-ui, sans-serif';
  ctx.textAlign = 'right';
  ctx.strokeText(level, state.config.width - 16, 18);
  ctx.fillText(level, state.config.width - 16, 18);
}

interface BackgroundLayer {
  readonly canvas: HTMLCanvasElement;
  /** Share of the world's speed the layer scrolls at (0: fixed). */
  readonly factor: number;
  /** The layer repeats every `period` units. */
  readonly period: number;
}

let cachedLayers: { key: string; layers: BackgroundLayer[] } | null = null;

/**
 * The sky, hills and clouds drawn once per size and theme into strips one period wider than the
 * world; each frame only blits them at their parallax offsets, which keeps frames cheap even where
 * the canvas is rasterised on the CPU.
 */
function backgroundLayers(state: GameState, palette: Palette, dark: boolean, unit: number) {
  const { width, height, layout } = state.config;
  const key = `${layout}|${dark}|${unit.toFixed(4)}`;
  if (cachedLayers?.key === key) return cachedLayers.layers;
  const ground = groundTop(state.config);
  const make = (period: number, factor: number, paint: (ctx: CanvasRenderingContext2D) => void) => {
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil((width + period) * unit);
    canvas.height = Math.ceil(height * unit);
    const ctx = canvas.getContext('2d');
    if (ctx) {
      ctx.setTransform(unit, 0, 0, unit, 0, 0);
      paint(ctx);
    }
    return { canvas, factor, period };
  };
  const layers = [
    make(0, 0, (ctx) => drawSky(ctx, state, palette, dark)),
    make(360, 0.15, (ctx) => drawHills(ctx, state, palette.farHills, 0, ground - 70, 90, 360)),
    make(width + 240, 0.3, (ctx) => drawClouds(ctx, state, palette, 0)),
    make(260, 0.5, (ctx) => drawHills(ctx, state, palette.nearHills, 0, ground - 18, 50, 260)),
  ];
  cachedLayers = { key, layers };
  return layers;
}

/** Draws one frame: the latest state interpolated `alpha` of the way from the previous one. */
export function drawScene(
  ctx: CanvasRenderingContext2D,
  frame: SessionFrame,
  options: DrawOptions,
) {
  const { current, previous, alpha } = frame;
  const { config } = current;
  const scale = options.cssWidth / config.width;
  let shakeX = 0;
  let shakeY = 0;
  if (!options.reducedMotion && frame.crashedAt !== null) {
    const since = options.now - frame.crashedAt;
    if (since >= 0 && since < 320) {
      const amplitude = 7 * (1 - since / 320);
      shakeX = Math.sin(since * 0.11) * amplitude;
      shakeY = Math.cos(since * 0.087) * amplitude;
    }
  }
  const unit = options.pixelRatio * scale;
  ctx.setTransform(unit, 0, 0, unit, shakeX * unit, shakeY * unit);
  const palette = options.dark ? NIGHT : DAY;
  const scroll = lerp(previous.scroll, current.scroll, alpha);
  // Reduced motion: the sky layers stay put; only the pipes and the ground move.
  const parallax = options.reducedMotion ? 0 : scroll;
  const ground = groundTop(config);

  const layers = backgroundLayers(current, palette, options.dark, unit);
  for (const layer of layers) {
    const offset = layer.factor === 0 ? 0 : layerOffset(parallax, layer.factor, layer.period);
    ctx.drawImage(layer.canvas, offset, 0, layer.canvas.width / unit, layer.canvas.height / unit);
  }

  const previousX = new Map(previous.pipes.map((pipe) => [pipe.id, pipe.x]));
  for (const pipe of current.pipes) {
    drawPipe(ctx, pipe, lerp(previousX.get(pipe.id) ?? pipe.x, pipe.x, alpha), ground, palette);
  }
  drawGround(ctx, current, palette, scroll);

  const birdY = (state: GameState, before: GameState, player: Player) => {
    const y = lerp(before.birds[player].y, state.birds[player].y, alpha);
    if (frame.phase !== 'idle' || options.reducedMotion) return y;
    return y + Math.sin(options.now / 260 + player * 1.7) * 5;
  };

  if (frame.ghost) {
    ctx.save();
    ctx.globalAlpha = 0.35;
    for (const player of [0, 1] as const) {
      const bird = frame.ghost.current.birds[player];
      if (bird.status === 'down') continue;
      drawBird(ctx, bird, player, birdY(frame.ghost.current, frame.ghost.previous, player), false);
    }
    ctx.restore();
  }
  for (const player of [0, 1] as const) {
    const bird = current.birds[player];
    const y = birdY(current, previous, player);
    drawBird(ctx, bird, player, y, bird.status === 'flying');
    if (options.debug) {
      const box = birdHitbox({ x: bird.x, y });
      ctx.strokeStyle = '#ff2d55';
      ctx.lineWidth = 1;
      ctx.strokeRect(box.left, box.top, box.right - box.left, box.bottom - box.top);
    }
  }
  if (frame.phase !== 'idle') drawHud(ctx, current, palette);
}
