import { PERSONALITY_TYPES } from '../data/personality-types';
import { QUESTIONS } from '../data/questions';
import { manifest } from '../manifest';
import { SqlQuiz } from './sql-quiz';

const CONTENT = { types: PERSONALITY_TYPES, questions: QUESTIONS };
const ROUTE = manifest.routes[0];

export default function SqlQuizPage() {
  return <SqlQuiz title={ROUTE.title} lead={ROUTE.lead} content={CONTENT} />;
}
