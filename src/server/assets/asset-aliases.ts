import { LINE_DRAWINGS, type LineDrawing, type LineDrawingName } from '#shared/line-drawings';
import { md5Hex, type ObjectStoreDeps } from '../kit/storage/object-store';
import { loadAsset, type LoadedAsset } from './asset-catalog';
import { badgedDrawing, EXTRA_DRAWINGS, logoPuzzlePiece, siteLogo } from './icons';
import { ORIGINAL_CLIENT_ASSETS, type AliasTarget } from './original-client-assets';
import { fanfareSound, gameMusic } from './sounds';

/** The site's line drawings and the ones only the original's pages show. */
const DRAWINGS: Readonly<Record<LineDrawingName | keyof typeof EXTRA_DRAWINGS, LineDrawing>> = {
  ...LINE_DRAWINGS,
  ...EXTRA_DRAWINGS,
};

const ALIASES = new Map(ORIGINAL_CLIENT_ASSETS.map((entry) => [entry.hash, entry.servedAs]));

/** Bytes made from code alone (no stored object), once per process: they never change. */
const rendered = new Map<string, LoadedAsset>();

function renderOnce(name: string, contentType: string, render: () => Buffer): LoadedAsset {
  let asset = rendered.get(name);
  if (!asset) {
    const body = render();
    asset = { body, contentType, etag: md5Hex(body) };
    rendered.set(name, asset);
  }
  return asset;
}

const SVG = 'image/svg+xml';
const WAV = 'audio/wav';

/** The bytes Nook serves for one alias target. */
export async function loadAliasTarget(
  deps: ObjectStoreDeps,
  target: AliasTarget,
): Promise<LoadedAsset> {
  if ('asset' in target) return loadAsset(deps, target.asset);
  if ('logo' in target) return renderOnce('logo', SVG, siteLogo);
  if ('logoPuzzlePiece' in target) {
    const index = target.logoPuzzlePiece;
    return renderOnce(`logo-piece-${index}`, SVG, () => logoPuzzlePiece(index));
  }
  if ('sound' in target) {
    return renderOnce(target.sound, WAV, target.sound === 'fanfare' ? fanfareSound : gameMusic);
  }
  const name = target.drawing;
  const drawing = DRAWINGS[name];
  return renderOnce(`drawing-${name}`, SVG, () => badgedDrawing(drawing));
}

/**
 * Nook's asset in place of one of the original client's files, by the hash the original asks for;
 * undefined when the hash is not one of them.
 */
export async function loadAliasedAsset(
  deps: ObjectStoreDeps,
  hash: string,
): Promise<LoadedAsset | undefined> {
  const target = ALIASES.get(hash);
  return target ? loadAliasTarget(deps, target) : undefined;
}
