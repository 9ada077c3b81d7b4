import { type ComponentType, lazy } from 'react';
import { HomePage } from './pages/home-page';
import {
  AdminHubPage,
  ApplicationsHubPage,
  FamilyHubPage,
  GameHubPage,
  QuizHubPage,
} from './pages/hub-pages';
import type { ShellPageName } from './shell-pages';

/**
 * What each page of the shell's table (shell-pages.ts) renders. Home and the hubs come with the
 * shell; About, like the app pages, loads on first visit (its `lazySource` in the table): `/` needs
 * neither it nor its palette.
 */
export const SHELL_PAGE_COMPONENTS: Readonly<Record<ShellPageName, ComponentType>> = {
  home: HomePage,
  about: lazy(() => import('./pages/about-page')),
  'applications-hub': ApplicationsHubPage,
  'quiz-hub': QuizHubPage,
  'game-hub': GameHubPage,
  'family-hub': FamilyHubPage,
  'admin-hub': AdminHubPage,
};
