import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ASSET_KEYS } from '#shared/asset-keys';
import { LINE_DRAWINGS } from '#shared/line-drawings';
import { EXTRA_DRAWINGS, logoPuzzlePiece, siteLogo } from './icons';
import { ORIGINAL_CLIENT_ASSETS } from './original-client-assets';

/** Every name in the original client's asset manager, written out here rather than read from the table. */
const ORIGINAL_NAMES = [
  ...['aspiring_hand', 'ludde', 'emotion_tracker_icon', 'ludde_meal_tracker_icon', 'sql_icon'],
  ...['wordweaver_icon', 'flappyduo_icon', 'easter_hunt_icon', 'timeline_tech_icon'],
  ...['timeline_icon', 'transparency_icon', 'home_icon', 'message_board_icon', 'quiz_center_icon'],
  ...['game_center_icon', 'user_resources_icon', 'rbguesser_icon', 'timeline_people_icon'],
  ...['timeline_conflicts_icon', 'timeline_calendar_icon', 'year_dart_icon', 'wikipedia_icon'],
  ...['progress_chart_icon', 'default_user', 'message_user_icon', 'default', 'admin', 'family'],
  ...['applications', 'messages', 'empty_star', 'coffemug', 'qr_code_icon', '30year_gift_icon'],
  ...['gift-tile-1', 'gift-tile-2', 'gift-tile-3', 'gift-tile-4', 'gift-tile-5', 'gift-tile-6'],
  ...['gift-tile-7', 'gift-tile-8', 'gift-tile-9', 'qr-30-year-gift', 'ludde-sound'],
  ...['game-bg-music', 'game-score-sound', 'game-fanfare-sound', 'game-flappyduo-sound'],
  ...['quiz_success_sound', 'quiz_fail_sound', 'birthday-fanfare', 'robbans_tusen'],
];

describe('the original client’s assets', () => {
  it('names each of the original’s assets once, under a distinct lower-case MD5', () => {
    const names = ORIGINAL_CLIENT_ASSETS.flatMap((entry) => entry.originalNames);
    expect([...names].sort()).toEqual([...ORIGINAL_NAMES].sort());
    const hashes = ORIGINAL_CLIENT_ASSETS.map((entry) => entry.hash);
    expect(new Set(hashes).size).toBe(hashes.length);
    for (const hash of hashes) expect(hash).toMatch(/^[0-9a-f]{32}$/);
  });

  it('serves each as something Nook has or draws', () => {
    for (const { hash, servedAs } of ORIGINAL_CLIENT_ASSETS) {
      if ('asset' in servedAs) expect(ASSET_KEYS, hash).toContain(servedAs.asset);
      if ('drawing' in servedAs) {
        expect({ ...LINE_DRAWINGS, ...EXTRA_DRAWINGS }, hash).toHaveProperty(servedAs.drawing);
      }
      if ('logoPuzzlePiece' in servedAs) {
        expect([0, 1, 2, 3, 4, 5, 6, 7, 8], hash).toContain(servedAs.logoPuzzlePiece);
      }
    }
  });

  it('gives the puzzle nine different pieces, in order', () => {
    const pieces = ORIGINAL_CLIENT_ASSETS.flatMap(({ originalNames, servedAs }) =>
      'logoPuzzlePiece' in servedAs ? [[originalNames[0], servedAs.logoPuzzlePiece]] : [],
    );
    expect(pieces).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7, 8].map((index) => [`gift-tile-${index + 1}`, index]),
    );
    const bodies = pieces.map(([, index]) => logoPuzzlePiece(Number(index)).toString());
    expect(new Set(bodies).size).toBe(9);
  });

  it('serves the logo as the site’s own favicon, byte for byte', () => {
    const favicon = readFileSync(new URL('../../../public/favicon.svg', import.meta.url));
    expect(siteLogo().equals(favicon)).toBe(true);
  });
});
