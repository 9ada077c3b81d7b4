import { CONFLICTS_DECK } from '../core/timeline-decks';
import { CONFLICTS } from '../data/conflicts';
import { TimelineQuiz } from './timeline-quiz';

export default function TimelineConflictsPage() {
  return <TimelineQuiz deck={CONFLICTS_DECK} items={CONFLICTS} />;
}
