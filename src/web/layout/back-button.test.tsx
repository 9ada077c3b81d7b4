import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '#tests/web/fetch-mock';
import { renderApp } from '#tests/web/render-app';

describe('back button', () => {
  it('is hidden on the home page', () => {
    mockFetch();
    renderApp('/');
    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
  });

  it.each(['/about', '/applications', '/quizzes/sql', '/family', '/no-such-page'])(
    'shows on %s',
    (path) => {
      mockFetch();
      renderApp(path);
      const back = screen.getByRole('button', { name: 'Go back' });
      expect(back).toHaveTextContent('Back');
    },
  );

  it('goes home when there is no earlier page in the app', async () => {
    mockFetch();
    const { user, currentLocation } = renderApp('/about');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(currentLocation().pathname).toBe('/');
    expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeInTheDocument();
  });

  it('goes back when the app has history', async () => {
    mockFetch();
    const { user, currentLocation } = renderApp('/applications');
    await user.click(screen.getByRole('link', { name: 'Quiz Center' }));
    expect(currentLocation().pathname).toBe('/applications/quizzes');
    // The browser router keeps its position in history.state.idx.
    window.history.replaceState({ idx: 1 }, '');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(currentLocation().pathname).toBe('/applications');
  });
});
