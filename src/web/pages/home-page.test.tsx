import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../testing/fetch-mock';
import { renderApp } from '../testing/render-app';

describe('home page', () => {
  it('shows the title, tagline and a logo that toggles its opacity', async () => {
    localStorage.setItem('debug_mode', '0');
    mockFetch();
    const { user } = renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Nook' })).toBeInTheDocument();
    expect(screen.getByText('A little slice of the internet')).toBeInTheDocument();

    const logo = screen.getByRole('button', { name: 'Toggle logo' });
    const image = logo.firstElementChild;
    expect(logo).toHaveAttribute('aria-pressed', 'false');
    expect(image).toHaveStyle({ opacity: '1' });
    await user.click(logo);
    expect(logo).toHaveAttribute('aria-pressed', 'true');
    expect(image).toHaveStyle({ opacity: '0.4' });
    await user.click(logo);
    expect(image).toHaveStyle({ opacity: '1' });
  });

  it('hides the debug panel when debug mode is off', () => {
    const fetchMock = mockFetch();
    renderApp('/?debug=0');
    expect(screen.queryByText(/^Connection:/)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('debug_mode')).toBe('0');
  });

  it('shows connection, status and a short commit in debug mode', async () => {
    mockFetch({ 'GET /api/health': { body: { status: 'ok', commit: 'deadbeefcafe1234' } } });
    renderApp('/?debug=1');
    expect(await screen.findByText('Status: ok')).toBeInTheDocument();
    // Tests run in Vite's dev mode.
    expect(screen.getByText('Connection: Development')).toBeInTheDocument();
    expect(screen.getByText('Commit: deadbee')).toBeInTheDocument();
    expect(localStorage.getItem('debug_mode')).toBe('1');
  });

  it('shows a checking state, then Error / Error / None when no server answers', async () => {
    mockFetch({
      'GET /api/health': () => {
        throw new TypeError('Failed to fetch');
      },
      'GET /health': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/?debug=1');
    expect(screen.getByText('Checking the server…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Status: Error')).toBeInTheDocument();
    expect(screen.getByText('Commit: Error')).toBeInTheDocument();
    expect(screen.getByText('Connection: None')).toBeInTheDocument();
  });
});
