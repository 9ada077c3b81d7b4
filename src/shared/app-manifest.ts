/** The hubs that list apps as cards. */
export type HubId = 'applications' | 'quizzes' | 'games' | 'family' | 'admin';

/**
 * Who may open a route: `public` anyone, `member` any logged-in role,
 * `family` the Family or Admin role, `admin` the Admin role.
 */
export type Access = 'public' | 'member' | 'family' | 'admin';

/** The pictures a hub card can show; the web draws each (src/web/ui/hub-icons.tsx). */
export const HUB_ICONS = [
  'image',
  'question',
  'gamepad',
  'smile',
  'palette',
  'database',
  'lightbulb',
  'person',
  'flag',
  'letters',
  'bird',
  'paw',
  'users',
  'folder',
  'code',
] as const;
export type HubIcon = (typeof HUB_ICONS)[number];

/** Where a route's card is: its hub, and its place among the hub's cards (1 first). */
export interface HubPlace {
  readonly name: HubId;
  readonly position: number;
}

/**
 * A lead line: plain text, or text with keyboard keys (`{ key: 'W' }`), which the page shows as keys.
 */
export type LeadLine = string | readonly (string | { readonly key: string })[];

export interface AppRoute {
  /** Absolute path, exactly as in the spec's route table. */
  readonly path: string;
  readonly title: string;
  /** One friendly line shown on the hub card. */
  readonly description: string;
  /** The hub that shows this route as a card, and where; null when it is reached another way. */
  readonly hub: HubPlace | null;
  /** The picture on its hub card (every route with a hub has one). */
  readonly icon?: HubIcon;
  readonly access: Access;
  /**
   * The line under the page's title. The shell shows it with the title while the page's code loads,
   * so only public pages have one (the others wait for the session before they show anything).
   */
  readonly lead?: LeadLine;
  /**
   * The page's module in the app's folder; its default export is the page. Named, not imported, so
   * that the manifest stays plain data that server and core code may read: the shell loads the
   * module as a chunk of its own on the first visit.
   */
  readonly page: `web/${string}-page.tsx`;
}

export interface AppManifest {
  /** The app's folder name under src/apps. */
  readonly id: string;
  readonly routes: readonly AppRoute[];
}

/**
 * Whether a role may open something with the given access level.
 * `role` is the stored role name, or null when nobody is logged in; any non-empty role counts as a member.
 */
export function canAccess(access: Access, role: string | null): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'member':
      return role !== null && role !== '';
    case 'family':
      return role === 'Family' || role === 'Admin';
    case 'admin':
      return role === 'Admin';
  }
}
