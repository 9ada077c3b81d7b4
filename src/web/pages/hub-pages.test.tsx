import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '#tests/web/fetch-mock';
import { SESSIONS, renderApp } from '#tests/web/render-app';

/** The card links of the hub on screen. */
function cardLinkElements(): HTMLElement[] {
  return within(within(screen.getByRole('main')).getByRole('list')).getAllByRole('link');
}

/**
 * The cards of the hub on screen, as name and target; spec §2's come first, later apps follow.
 * Label in name (WCAG 2.5.3): each link is named by exactly the text it shows.
 */
function cardLinks(): [string, string | null][] {
  return cardLinkElements().map((link) => {
    const text = link.textContent ?? '';
    expect(link).toHaveAccessibleName(text);
    return [text, link.getAttribute('href')];
  });
}

describe('hub cards', () => {
  it('Applications: Transperator, Quiz Center, Game Center, Emotional Excellence', () => {
    mockFetch();
    renderApp('/applications');
    expect(screen.getByRole('heading', { level: 1, name: 'Applications' })).toBeInTheDocument();
    expect(cardLinks().slice(0, 4)).toEqual([
      ['Transperator', '/applications/transparencymapper'],
      ['Quiz Center', '/applications/quizzes'],
      ['Game Center', '/applications/games'],
      ['Emotional Excellence', '/applications/emotional-excellence'],
    ]);
  });

  it.each(['/applications/quizzes', '/quizzes'])('Quiz Center at %s', (path) => {
    mockFetch();
    renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Quiz Center' })).toBeInTheDocument();
    expect(cardLinks().slice(0, 5)).toEqual([
      ['RGB Guesser', '/quizzes/rbguesser'],
      ['SQL Personality Quiz', '/quizzes/sql'],
      ['Timeline Quiz: Innovations', '/quizzes/timeline-tech'],
      ['Timeline Quiz: Historical Figures', '/quizzes/timeline-people'],
      ['Timeline Quiz: Historical Conflicts', '/quizzes/timeline-conflicts'],
    ]);
  });

  it.each(['/applications/games', '/games'])('Game Center at %s', (path) => {
    mockFetch();
    renderApp(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Game Center' })).toBeInTheDocument();
    expect(cardLinks().slice(0, 2)).toEqual([
      ['WordWeaver', '/games/wordweaver'],
      ['Flappy Duo', '/games/flappyduo'],
    ]);
  });

  it('Family: the meal tracker', () => {
    mockFetch();
    renderApp('/family', { session: SESSIONS.family });
    expect(cardLinks().slice(0, 1)).toEqual([['Ludde Meal Tracker', '/family/ludde-analytics']]);
  });

  it('Admin: S3 Assets, Users, API Status with their descriptions', () => {
    mockFetch();
    renderApp('/admin', { session: SESSIONS.admin });
    expect(cardLinks().slice(0, 3)).toEqual([
      ['S3 Assets', '/admin/s3_assets'],
      ['Users', '/admin/users'],
      ['API Status', '/admin/api'],
    ]);
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAccessibleDescription(
      'User accounts and permissions',
    );
    expect(screen.getByRole('link', { name: 'S3 Assets' })).toHaveAccessibleDescription(
      'Manage image files',
    );
    expect(screen.getByRole('link', { name: 'API Status' })).toHaveAccessibleDescription(
      'View and test API endpoints',
    );
  });

  it.each([
    ['/applications', null, ['image', 'question', 'gamepad', 'smile']],
    ['/quizzes', null, ['palette', 'database', 'lightbulb', 'person', 'flag']],
    ['/games', null, ['letters', 'bird']],
    ['/family', SESSIONS.family, ['paw']],
    ['/admin', SESSIONS.admin, ['folder', 'users', 'code']],
  ] as const)('draws a picture on every card of %s, not a letter', (path, session, icons) => {
    mockFetch();
    renderApp(path, session ? { session } : {});
    const cards = cardLinkElements().map((link) => link.closest('li') ?? link);
    const drawn = cards.map((card) =>
      card.querySelector('svg [data-icon]')?.getAttribute('data-icon'),
    );
    expect(drawn.slice(0, icons.length)).toEqual(icons);
    for (const card of cards) {
      expect(card.querySelector('svg [data-icon]')).not.toBeNull();
      expect(card.querySelector('.card__icon')?.textContent).toBe('');
    }
  });

  it.each([
    ['/applications', null],
    ['/quizzes', null],
    ['/games', null],
    ['/family', SESSIONS.family],
    ['/admin', SESSIONS.admin],
  ] as const)(
    'names each card link of %s by all the text it shows, the description apart',
    (path, session) => {
      mockFetch();
      renderApp(path, session ? { session } : {});
      const links = cardLinkElements();
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        // Label in name (WCAG 2.5.3): what a visitor reads on the link is its accessible name.
        expect(link.textContent).not.toBe('');
        expect(link).toHaveAccessibleName(link.textContent ?? '');
        const description = link.closest('li')?.querySelector('.card__description')?.textContent;
        expect(description).toBeTruthy();
        expect(link).toHaveAccessibleDescription(description ?? '');
      }
    },
  );

  it('opens an app when its card is clicked', async () => {
    mockFetch();
    const { user, currentLocation } = renderApp('/quizzes');
    await user.click(screen.getByRole('link', { name: 'SQL Personality Quiz' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'SQL Personality Quiz' }),
    ).toBeInTheDocument();
    // The router commits the new location with the lazily loaded page (a transition).
    expect(currentLocation().pathname).toBe('/quizzes/sql');
    expect(await screen.findByText('Question 1 of 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
