import { EmotionalExcellence } from './emotional-excellence';

export default function EmotionalExcellencePage() {
  return <EmotionalExcellence />;
}
