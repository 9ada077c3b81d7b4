import { INNOVATIONS_DECK } from '../core/timeline-decks';
import { INNOVATIONS } from '../data/innovations';
import { TimelineQuiz } from './timeline-quiz';

export default function TimelineTechPage() {
  return <TimelineQuiz deck={INNOVATIONS_DECK} items={INNOVATIONS} />;
}
