import { PEOPLE_DECK } from '../core/timeline-decks';
import { PEOPLE } from '../data/people';
import { TimelineQuiz } from './timeline-quiz';

export default function TimelinePeoplePage() {
  return <TimelineQuiz deck={PEOPLE_DECK} items={PEOPLE} />;
}
