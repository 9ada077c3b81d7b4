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

/**
 * Spec §2: Transperator, Quiz Center, Game Center, Emotional Excellence; the apps' manifests give
 * their places around the shell's two.
 */
export const SHELL_CARDS_IN_APPLICATIONS: readonly { card: HubCard; position: number }[] = [
  { card: QUIZ_CENTER, position: 2 },
  { card: GAME_CENTER, position: 3 },
];

export function applicationsHubCards(): readonly HubCard[] {
  const appCards = routesInHub('applications').map(({ path, title, description, icon, hub }) => ({
    card: { path, title, description, icon: icon ?? 'question' },
    position: hub?.position ?? 0,
  }));
  return [...appCards, ...SHELL_CARDS_IN_APPLICATIONS]
    .sort((a, b) => a.position - b.position)
    .map(({ card }) => card);
}
