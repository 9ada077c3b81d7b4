import { PERSONALITY_TYPES } from '../data/personality-types';
import { QUESTIONS } from '../data/questions';
import { manifest } from '../manifest';
import { SqlQuiz } from './sql-quiz';

const CONTENT = { types: PERSONALITY_TYPES, questions: QUESTIONS };

export default function SqlQuizPage() {
  return <SqlQuiz title={manifest.routes[0].title} content={CONTENT} />;
}
