import { AppPlaceholder } from '../../../web/ui/app-placeholder';
import { manifest } from '../manifest';

export default function SqlQuizPage() {
  return <AppPlaceholder title={manifest.routes[0].title} />;
}
