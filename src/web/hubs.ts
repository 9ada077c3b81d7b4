import { type Access, type HubIcon, type HubId, canAccess } from '../shared/app-manifest';
import { routesInHub } from './apps';

/** One card on a hub page. */
export interface HubCard {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly icon?: HubIcon;
  /** Who may open the page it leads to: only they see the card. */
  readonly access: Access;
}

/** The two hubs the shell itself provides inside Applications (their pages are in shell-pages.tsx). */
export const QUIZ_CENTER: HubCard = {
  path: '/applications/quizzes',
  title: 'Quiz Center',
  description: 'Colours, SQL and history: quick quizzes to play alone or together.',
  icon: 'question',
  access: 'public',
};

export const GAME_CENTER: HubCard = {
  path: '/applications/games',
  title: 'Game Center',
  description: 'Little games with high scores to beat.',
  icon: 'gamepad',
  access: 'public',
};

/**
 * Spec §2: Transperator, Quiz Center, Game Center, Emotional Excellence; the apps' manifests give
 * their places around the shell's two.
 */
export const SHELL_CARDS_IN_APPLICATIONS: readonly { card: HubCard; position: number }[] = [
  { card: QUIZ_CENTER, position: 2 },
  { card: GAME_CENTER, position: 3 },
];

/** Every card of a hub, whoever looks: the app routes its manifests place there, in order. */
function appCards(hub: HubId): readonly { card: HubCard; position: number }[] {
  return routesInHub(hub).map(({ path, title, description, icon, hub: place, access }) => ({
    card: { path, title, description, icon: icon ?? 'question', access },
    position: place?.position ?? 0,
  }));
}

/** Every card of the Applications hub, whoever looks: the apps' and the shell's two, in order. */
export function applicationsHubCards(): readonly HubCard[] {
  return [...appCards('applications'), ...SHELL_CARDS_IN_APPLICATIONS]
    .sort((a, b) => a.position - b.position)
    .map(({ card }) => card);
}

/**
 * The cards `hub` shows to `role` (the stored role name, or null for a visitor): only those whose
 * page the role may open, as each manifest declares it.
 */
export function hubCards(hub: HubId, role: string | null): readonly HubCard[] {
  const cards =
    hub === 'applications' ? applicationsHubCards() : appCards(hub).map(({ card }) => card);
  return cards.filter((card) => canAccess(card.access, role));
}
