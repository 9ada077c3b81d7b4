import type { HubIcon } from '../shared/app-manifest';
import { routesInHub } from './apps';

/** One card on a hub page. */
export interface HubCard {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly icon?: HubIcon;
}

/** The two hubs the shell itself provides inside Applications. */
export const QUIZ_CENTER: HubCard = {
  path: '/applications/quizzes',
  title: 'Quiz Center',
  description: 'Colours, SQL and history: quick quizzes to play alone or together.',
  icon: 'question',
};

export const GAME_CENTER: HubCard = {
  path: '/applications/games',
  title: 'Game Center',
  description: 'Little games with high scores to beat.',
  icon: 'gamepad',
};

/** Spec §2: Transperator, Quiz Center, Game Center, Emotional Excellence. Newer apps follow. */
const APPLICATIONS_ORDER = [
  '/applications/transparencymapper',
  QUIZ_CENTER.path,
  GAME_CENTER.path,
  '/applications/emotional-excellence',
];

function orderIndex(path: string): number {
  const index = APPLICATIONS_ORDER.indexOf(path);
  return index === -1 ? APPLICATIONS_ORDER.length : index;
}

export function applicationsHubCards(): readonly HubCard[] {
  return [...routesInHub('applications'), QUIZ_CENTER, GAME_CENTER]
    .map(({ path, title, description, icon }) => ({
      path,
      title,
      description,
      icon: icon ?? 'question',
    }))
    .sort((a, b) => orderIndex(a.path) - orderIndex(b.path));
}
