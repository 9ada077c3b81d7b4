import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PALETTE } from '../palette';
import { mockFetch } from '#tests/web/fetch-mock';
import { renderApp } from '#tests/web/render-app';

describe('about page', () => {
  it('shows every palette colour with its name and hex value', async () => {
    mockFetch();
    renderApp('/about');
    // The page is lazy-loaded: `/` does not need it.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About Nook' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Colour palette' })).toBeInTheDocument();
    const swatchTexts = within(screen.getByRole('main'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    for (const colour of PALETTE) {
      expect(
        swatchTexts.some((text) => text.includes(colour.name) && text.includes(colour.hex)),
      ).toBe(true);
    }
  });
});
