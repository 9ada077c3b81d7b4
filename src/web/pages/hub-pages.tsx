import type { HubId } from '#shared/app-manifest';
import { hubCards } from '../hubs';
import { useSession } from '../kit/session';
import { HubCardGrid } from '../ui/hub-card-grid';
import { PageHeader } from '../kit/page-header';

/** The cards of `hub` that whoever is signed in (or a visitor) may open. */
function VisibleHubCards({ hub }: { readonly hub: HubId }) {
  const role = useSession()?.role ?? null;
  return <HubCardGrid cards={hubCards(hub, role)} />;
}

export function ApplicationsHubPage() {
  return (
    <section className="page">
      <PageHeader title="Applications">
        Tools, quizzes and games made for this little corner.
      </PageHeader>
      <VisibleHubCards hub="applications" />
    </section>
  );
}

export function QuizHubPage() {
  return (
    <section className="page">
      <PageHeader title="Quiz Center">
        Pick a quiz. Most take five minutes; some are daily.
      </PageHeader>
      <VisibleHubCards hub="quizzes" />
    </section>
  );
}

export function GameHubPage() {
  return (
    <section className="page">
      <PageHeader title="Game Center">Quick games with high scores to beat.</PageHeader>
      <VisibleHubCards hub="games" />
    </section>
  );
}

export function FamilyHubPage() {
  return (
    <section className="page">
      <PageHeader title="Family">Just for the family.</PageHeader>
      <VisibleHubCards hub="family" />
    </section>
  );
}

export function AdminHubPage() {
  return (
    <section className="page">
      <PageHeader title="Admin">Look after the site: files, people and the API.</PageHeader>
      <VisibleHubCards hub="admin" />
    </section>
  );
}
