import { manifest as admin } from '../apps/admin/manifest';
import { manifest as emotionalExcellence } from '../apps/emotional-excellence/manifest';
import { manifest as flappyDuo } from '../apps/flappy-duo/manifest';
import { manifest as ludde } from '../apps/ludde/manifest';
import { manifest as messageBoard } from '../apps/message-board/manifest';
import { manifest as rgbGuesser } from '../apps/rgb-guesser/manifest';
import { manifest as sqlQuiz } from '../apps/sql-quiz/manifest';
import { manifest as timelineQuiz } from '../apps/timeline-quiz/manifest';
import { manifest as transperator } from '../apps/transperator/manifest';
import { manifest as wordWeaver } from '../apps/word-weaver/manifest';
import type { AppManifest } from '../shared/app-manifest';

/**
 * The only place the shell reaches apps. Order matters: hubs list their cards in this order
 * (spec §2: quizzes rbguesser, sql, timeline-tech, timeline-people, timeline-conflicts; games
 * wordweaver, flappyduo).
 */
export const APP_MANIFESTS: readonly AppManifest[] = [
  transperator,
  emotionalExcellence,
  rgbGuesser,
  sqlQuiz,
  timelineQuiz,
  wordWeaver,
  flappyDuo,
  messageBoard,
  ludde,
  admin,
];
