import type { NewsItem } from '#shared/whats-new.schemas';
import type { NewsSource } from '../kit/server-app';
import { listGameScores } from './game-scores.repository';
import type { ScoredGame } from '../kit/scored-game';

/**
 * The family's new records for the home page: a game whose best score of all time (of any mode,
 * by an active member) was set at or after the reader's last visit. A tie with an older score is
 * no record: the earlier of equals stays first.
 */
export function scoresNewsSource(games: readonly ScoredGame[]): NewsSource {
  return {
    access: 'member',
    async items(db, { since }) {
      const records = await Promise.all(
        games.map(async (game): Promise<NewsItem | null> => {
          const query = { mode: undefined, limit: 1 };
          const [best] = game.store
            ? await game.store.list(db, query)
            : await listGameScores(db, game.game, query);
          if (!best || best.timestamp < since) return null;
          const score = (game.formatScore ?? String)(best.score);
          return {
            Kind: 'high-score',
            Title: `New family best in ${game.title}`,
            Detail: `${best.username} set it: ${score}`,
            Link: game.path,
            At: best.timestamp,
          };
        }),
      );
      return records.filter((record) => record !== null);
    },
  };
}
