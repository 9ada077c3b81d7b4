import type { AssetKey } from '#shared/asset-keys';
import type { LineDrawingName } from '#shared/line-drawings';
import type { EXTRA_DRAWINGS } from './icons';

/**
 * What Nook serves in place of one of the original client's files: one of the spec's assets by
 * key, a line drawing of the site's on the honey badge, or one of the pictures and sounds below.
 */
export type AliasTarget =
  | { readonly asset: AssetKey }
  | { readonly drawing: LineDrawingName | keyof typeof EXTRA_DRAWINGS }
  | { readonly logo: true }
  | { readonly logoPuzzlePiece: number }
  | { readonly sound: 'fanfare' | 'game_music' };

export interface OriginalClientAsset {
  /** The MD5 of the original's file, as its client asks for it at GET /api/fetch-object/{hash}. */
  readonly hash: string;
  /** The names the original's asset manager gives this file (one file may play several roles). */
  readonly originalNames: readonly string[];
  readonly servedAs: AliasTarget;
}

/**
 * The files the original client asks for by the hard-coded hash of its own copy (its asset manager,
 * and WordWeaver's sounds), each served as Nook's picture or sound of the same role.
 */
export const ORIGINAL_CLIENT_ASSETS: readonly OriginalClientAsset[] = [
  // The sidebar and the home page.
  {
    hash: 'b75d0a40c2e14902f69e47f6988b0aa4',
    originalNames: ['aspiring_hand'],
    servedAs: { logo: true },
  },
  {
    hash: 'bc942505fa501c3e1950efb1d7bc9e2b',
    originalNames: ['home_icon'],
    servedAs: { drawing: 'home' },
  },
  {
    hash: '21ad7ec5e702e6fb91c8142bcb18ff67',
    originalNames: ['applications'],
    servedAs: { drawing: 'applications' },
  },
  {
    hash: '23768a1dce5932b2bfadcc9277e14e1c',
    originalNames: ['family'],
    servedAs: { drawing: 'family' },
  },
  {
    hash: '7ab4892d1d4c0855d00d8e8da03bb173',
    originalNames: ['admin'],
    servedAs: { drawing: 'admin' },
  },
  {
    hash: 'cf9873f665af55d9a2dd41ae008dab9f',
    originalNames: ['message_board_icon', 'messages'],
    servedAs: { drawing: 'message' },
  },
  {
    hash: '1802de25dec1a75d49e6bd5649d135d2',
    originalNames: ['default_user', 'message_user_icon'],
    servedAs: { drawing: 'user' },
  },
  // A sidebar link without a picture of its own.
  {
    hash: 'babd3aeb9544a9d3e623757494942d70',
    originalNames: ['default'],
    servedAs: { drawing: 'applications' },
  },
  {
    hash: 'b5eeea9419635aaa0313bc4167c95731',
    originalNames: ['coffemug'],
    servedAs: { drawing: 'mug' },
  },
  {
    hash: 'bdbdbb088cea0f93ea0d9ffd41a26429',
    originalNames: ['user_resources_icon'],
    servedAs: { drawing: 'folder' },
  },
  // Hub cards: applications, quizzes, games, family.
  {
    hash: 'ebf52d7466f9a954ba3951d976f0af55',
    originalNames: ['quiz_center_icon'],
    servedAs: { drawing: 'question' },
  },
  {
    hash: '346984b835ca32c12449b78cd3665901',
    originalNames: ['flappyduo_icon', 'game_center_icon'],
    servedAs: { drawing: 'bird' },
  },
  {
    hash: '77977afb5c2fe33b8098bc54d2e3a569',
    originalNames: ['wordweaver_icon'],
    servedAs: { drawing: 'letters' },
  },
  {
    hash: 'edda268a0bcda395182e32cd35700765',
    originalNames: ['easter_hunt_icon'],
    servedAs: { drawing: 'egg' },
  },
  {
    hash: '7cc8dbd2f3f6ec2c048b89bcca87b9fd',
    originalNames: ['rbguesser_icon'],
    servedAs: { drawing: 'palette' },
  },
  {
    hash: '7739ebf38046c3faf17fcfbd22958a82',
    originalNames: ['sql_icon'],
    servedAs: { drawing: 'database' },
  },
  {
    hash: 'd23d0c2094e6621ea7b34cc65b793b18',
    originalNames: ['timeline_tech_icon'],
    servedAs: { drawing: 'lightbulb' },
  },
  {
    hash: '365c1dfdcdbce238753d9fe773186c71',
    originalNames: ['timeline_people_icon'],
    servedAs: { drawing: 'person' },
  },
  {
    hash: 'd35f78823370052e001cb38c107048a9',
    originalNames: ['timeline_conflicts_icon'],
    servedAs: { drawing: 'flag' },
  },
  {
    hash: '81a49b7a9f6c94b771d96f2f83edf4d7',
    originalNames: ['timeline_icon'],
    servedAs: { asset: 'timeline_calendar_icon' },
  },
  {
    hash: '2c267c4b8ca0de90847cb4fcb7ffb1e3',
    originalNames: ['transparency_icon'],
    servedAs: { drawing: 'image' },
  },
  {
    hash: '30d289dc6f5539e0aee0d8799c59dd02',
    originalNames: ['ludde', 'ludde_meal_tracker_icon'],
    servedAs: { drawing: 'paw' },
  },
  // The original shows one file as the emotion tracker's card and as the timeline's empty star.
  {
    hash: '19a6df688fca2ea4e7bdb31f76909938',
    originalNames: ['emotion_tracker_icon', 'empty_star'],
    servedAs: { asset: 'empty_star' },
  },
  // The timeline quiz.
  {
    hash: 'c65c1f3c255361542fc03e748cb8a208',
    originalNames: ['timeline_calendar_icon'],
    servedAs: { asset: 'timeline_calendar_icon' },
  },
  {
    hash: '9a2cd16713069ded651d1b1c600b2023',
    originalNames: ['year_dart_icon'],
    servedAs: { asset: 'year_dart_icon' },
  },
  {
    hash: 'a5eb5ad8fd75e8202810cbb9741b0f84',
    originalNames: ['wikipedia_icon'],
    servedAs: { asset: 'wikipedia_icon' },
  },
  {
    hash: '9d895c4b55847685d1311e703a11b64f',
    originalNames: ['progress_chart_icon'],
    servedAs: { asset: 'progress_chart_icon' },
  },
  {
    hash: '6cc726019d4324f4815f32742fdec010',
    originalNames: ['quiz_success_sound'],
    servedAs: { asset: 'quiz_success_sound' },
  },
  {
    hash: '734a637eed4f663b4b07ba99b96202d7',
    originalNames: ['quiz_fail_sound'],
    servedAs: { asset: 'quiz_fail_sound' },
  },
  // Games and the family pages' sounds: a short happy chime, a fanfare, a tune played in a loop.
  {
    hash: '93da53623e880afed235e170f55894ab',
    originalNames: ['ludde-sound', 'game-score-sound'],
    servedAs: { asset: 'quiz_success_sound' },
  },
  {
    hash: '60c112c8f24954a645593514ec1fdad6',
    originalNames: ['game-fanfare-sound'],
    servedAs: { sound: 'fanfare' },
  },
  {
    hash: '0ab465040e6198fae962940358d24f68',
    originalNames: ['birthday-fanfare'],
    servedAs: { sound: 'fanfare' },
  },
  {
    hash: '07ba67e86c21edb47a67728cfb6aa4ad',
    originalNames: ['game-bg-music'],
    servedAs: { sound: 'game_music' },
  },
  {
    hash: 'd2846c0c7beaae70942256c443315912',
    originalNames: ['game-flappyduo-sound'],
    servedAs: { sound: 'game_music' },
  },
  {
    hash: '7b75b7470155e2bf077bd69f605b98f5',
    originalNames: ['robbans_tusen'],
    servedAs: { sound: 'game_music' },
  },
  // The thirty-year gift: a 3 × 3 picture puzzle, a QR code shown once it is solved, its card.
  {
    hash: 'f87358812d08ff6809f2bdd6115b66a8',
    originalNames: ['30year_gift_icon'],
    servedAs: { drawing: 'gift' },
  },
  {
    hash: 'c7900324c1f4dd4c63f4bdb55bf6055e',
    originalNames: ['qr_code_icon'],
    servedAs: { drawing: 'qrCode' },
  },
  {
    hash: 'c21f41ffd5314e235f78fd3efe3e7464',
    originalNames: ['qr-30-year-gift'],
    servedAs: { drawing: 'qrCode' },
  },
  {
    hash: 'c66478d942db796f4392a1203bd47418',
    originalNames: ['gift-tile-1'],
    servedAs: { logoPuzzlePiece: 0 },
  },
  {
    hash: 'b54091ffd7469d4dc70450011ef33a68',
    originalNames: ['gift-tile-2'],
    servedAs: { logoPuzzlePiece: 1 },
  },
  {
    hash: '3ba022e66246dd2a160693a9fc289e42',
    originalNames: ['gift-tile-3'],
    servedAs: { logoPuzzlePiece: 2 },
  },
  {
    hash: '353b3b7aa247975cf7477d604782ffb0',
    originalNames: ['gift-tile-4'],
    servedAs: { logoPuzzlePiece: 3 },
  },
  {
    hash: '7a48c472ff20d3d096823fa6f3dcd7bd',
    originalNames: ['gift-tile-5'],
    servedAs: { logoPuzzlePiece: 4 },
  },
  {
    hash: 'cdebc9f38911a72bea5508f99dd4537e',
    originalNames: ['gift-tile-6'],
    servedAs: { logoPuzzlePiece: 5 },
  },
  {
    hash: '62b04e506ce3010ede70bc247e80bddb',
    originalNames: ['gift-tile-7'],
    servedAs: { logoPuzzlePiece: 6 },
  },
  {
    hash: '251aedf920f534f50b7aaf12ececaa6a',
    originalNames: ['gift-tile-8'],
    servedAs: { logoPuzzlePiece: 7 },
  },
  {
    hash: '796f215d76aa3e1db1fb24d6fa5032d8',
    originalNames: ['gift-tile-9'],
    servedAs: { logoPuzzlePiece: 8 },
  },
];
