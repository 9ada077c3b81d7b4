import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Profiler, type ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '#tests/web/fetch-mock';
import { renderApp } from '#tests/web/render-app';
import { letterSequence } from '../core/letters';
import { dailySeed } from '../core/seed';
import type * as FinishPanelModule from './finish-panel';
import type * as BoardModule from './word-weaver-board';

/** Commits of the board and of the word list, counted by React's Profiler around the real ones. */
const renders = vi.hoisted(() => ({ board: 0, words: 0 }));

/** `Component` inside a Profiler that counts its commits under `id`. */
function counted<P extends object>(Component: ComponentType<P>, id: keyof typeof renders) {
  return function Counted(props: P) {
    return (
      <Profiler id={id} onRender={() => (renders[id] += 1)}>
        <Component {...props} />
      </Profiler>
    );
  };
}

// The page is loaded lazily, when it first renders: by then `counted` is ready for the mocks.
vi.mock('./word-weaver-board', async (importOriginal) => {
  const real = await importOriginal<typeof BoardModule>();
  return { ...real, WordWeaverBoard: counted(real.WordWeaverBoard, 'board') };
});

vi.mock('./finish-panel', async (importOriginal) => {
  const real = await importOriginal<typeof FinishPanelModule>();
  return { ...real, FinishPanel: counted(real.FinishPanel, 'words') };
});

beforeEach(() => {
  window.localStorage.setItem('sound_muted', '1');
});

const countdown = () => screen.getByText(/^Next board in \d+:\d\d:\d\d$/);

/** Waits for the countdown to show another second. */
async function nextTick() {
  const shown = countdown().textContent;
  await waitFor(() => expect(countdown().textContent).not.toBe(shown));
}

describe('WordWeaver clocks', () => {
  it('ticks the countdown every second without rendering the board or the word list again', async () => {
    const today = dailySeed(new Date());
    // Three letters dropped in the middle column stack up: read top to bottom they are reversed.
    const word = [...letterSequence(today, 3)].reverse().join('');
    const noWords = ['', '', '', '', '', '', ''];
    mockFetch({
      [`GET /api/data_models/word_weaver_scores_with_users?seed=${today}`]: {
        body: { data: [] },
      },
      'POST /api/games/word_weaver': {
        body: {
          data: {
            longest_words_in_rows: noWords,
            longest_words_in_cols: ['', '', '', word, '', '', ''],
            row_definitions: noWords,
            col_definitions: ['', '', '', 'noun: a test word', '', '', ''],
          },
        },
      },
    });
    const { user } = renderApp('/games/wordweaver');

    // Before a game: the board is drawn, and stays as it is while the seconds pass.
    await screen.findByText(`Today's board: ${today}`);
    await nextTick();
    const idleBoardRenders = renders.board;
    expect(idleBoardRenders).toBeGreaterThan(0);
    await nextTick();
    expect(renders.board).toBe(idleBoardRenders);

    // After a game: the word list and the board stay as they are too.
    await user.click(screen.getByRole('button', { name: 'Start' }));
    for (let drop = 0; drop < 3; drop += 1) {
      act(() => {
        fireEvent.keyDown(window, { key: ' ' });
      });
    }
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    await screen.findByText(
      'Log in to save your score. This game is kept in your browser until you do.',
    );
    expect(screen.getByTestId('word-weaver-word')).toHaveTextContent(word);
    // The high scores reloaded at the end may still arrive: one tick lets the page settle.
    await nextTick();
    const boardRenders = renders.board;
    const wordRenders = renders.words;
    await nextTick();
    expect({ board: renders.board, words: renders.words }).toEqual({
      board: boardRenders,
      words: wordRenders,
    });
  });
});
